import Observation

/// Bindings to the mutable properties of an `@Observable` object: `$model.name` after
/// `@Bindable var model`, or `Bindable(model).name` inline. The object is not owned: hold
/// it in `@State` (or elsewhere) and pass it down.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, so `$model.property` gives a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object: `@Bindable var model: Model`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object: `Bindable(model).name`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a wrapper from another one's projected value.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to one of the object's properties. Reading and writing go through the
  /// object, so its observers (the views that read the property) update.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
