/// An observable object provided by an ancestor with `.environmentObject(_:)`, found by its
/// type; the nearest ancestor's wins. The view updates when the object changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: InstallableProperty {
  private var object: ObjectType?
  private var viewName = "this view"

  /// Reads the environment object of type `ObjectType`.
  public nonisolated init() {}

  /// The object. Stops the program if no ancestor provided one.
  @MainActor public var wrappedValue: ObjectType {
    guard let object else {
      Diagnostics.fatal(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) "
          + "for \(ObjectType.self) may be missing as an ancestor of this view (\(viewName)).")
    }
    return object
  }

  /// Bindings to the object's properties: `$model.flag`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.readsEnvironment = true
    viewName = node.typeName
    object = node.environment.object(of: ObjectType.self)
    node.observe(object, slot: slot)
  }
}

extension View {
  /// Provides `object` to every descendant that declares an `@EnvironmentObject` of its
  /// type.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }
}

/// Puts an object into the environment of the modified view.
struct EnvironmentObjectModifier<T: ObservableObject>: EnvironmentModifier {
  let object: T
  func transform(_ environment: inout EnvironmentValues) { environment.setObject(object) }
  func hasSameEffect(as other: Self) -> Bool { object === other.object }
}
