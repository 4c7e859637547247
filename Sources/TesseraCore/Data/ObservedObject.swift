/// An observable object that a view follows but does not own: whoever passes it in keeps
/// it alive. The view updates when the object changes.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: InstallableProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Follows `wrappedValue`.
  public nonisolated init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Follows `initialValue`.
  public nonisolated init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties: `$model.flag`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
    -> Binding<Subject>
  {
    projectedValue[dynamicMember: keyPath]
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.observe(wrappedValue, slot: slot)
  }

  /// Makes bindings to an object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}
