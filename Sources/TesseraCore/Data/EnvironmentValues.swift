/// The values a view inherits from its ancestors: fonts, colours, the edit mode, the
/// presentation, environment objects. Set them with `.environment(_:_:)` and read them
/// with `@Environment`.
public struct EnvironmentValues: CustomStringConvertible {
  /// Immutable storage; every write makes a new one, so identity tells "unchanged".
  final class Storage {
    let values: [ObjectIdentifier: Any]
    let objects: [ObjectIdentifier: AnyObject]
    init(values: [ObjectIdentifier: Any], objects: [ObjectIdentifier: AnyObject]) {
      self.values = values
      self.objects = objects
    }
  }

  private(set) var storage = Storage(values: [:], objects: [:])

  /// Default values everywhere.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set {
      var values = storage.values
      values[ObjectIdentifier(key)] = newValue
      storage = Storage(values: values, objects: storage.objects)
    }
  }

  /// The nearest environment object of type `type`.
  package func object<T: AnyObject>(of type: T.Type) -> T? {
    storage.objects[ObjectIdentifier(type)] as? T
  }

  /// Makes `object` the environment object of its type for descendants.
  package mutating func setObject<T: AnyObject>(_ object: T) {
    var objects = storage.objects
    objects[ObjectIdentifier(T.self)] = object
    storage = Storage(values: storage.values, objects: objects)
  }

  /// Hides any environment object of type `type` from descendants.
  package mutating func removeObject<T: AnyObject>(of type: T.Type) {
    var objects = storage.objects
    objects[ObjectIdentifier(T.self)] = nil
    storage = Storage(values: storage.values, objects: objects)
  }

  /// Whether `other` is this very environment (not merely equal to it).
  package func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

  /// The keys set, for debugging.
  public var description: String {
    "EnvironmentValues(\(storage.values.count) values, \(storage.objects.count) objects)"
  }
}
