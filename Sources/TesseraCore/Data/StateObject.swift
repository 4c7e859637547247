/// An observable object that a view creates and owns: made once, the first time the view
/// appears with its identity, and kept until that identity leaves the tree.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: InstallableProperty {
  private let makeObject: () -> ObjectType
  private var box: StateObjectBox?

  /// Creates the object from `thunk` once per view identity.
  public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    makeObject = thunk
  }

  /// The object.
  @MainActor public var wrappedValue: ObjectType {
    guard let object = box?.object as? ObjectType else {
      Diagnostics.warnOnce(
        "Accessing StateObject's object without being installed on a View. "
          + "This will create a new instance each time.")
      return makeObject()
    }
    return object
  }

  /// Bindings to the object's properties: `$model.flag`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    let stored = node.storage(at: slot) { StateObjectBox(object: makeObject()) }
    box = stored
    node.observe(stored.object as? ObjectType, slot: slot)
  }
}

/// Holds the object a `@StateObject` made, in its view's node.
final class StateObjectBox {
  let object: AnyObject
  init(object: AnyObject) { self.object = object }
}
