import Foundation

/// A property of an `ObservableObject` that announces its changes: setting it sends the
/// object's `objectWillChange` first, and `$property` publishes its values.
@propertyWrapper
public struct Published<Value> {
  /// The value and its subscribers, shared by every copy of the wrapper.
  final class Storage: PublishedStorage, @unchecked Sendable {
    // Guarded by `lock`: models may be written from any thread (SwiftUI warns, not crashes).
    private let lock = NSLock()
    private var _value: Value
    private var _publisher: ObservableObjectPublisher?
    private var assignments: [AnyCancellable] = []
    let subscribers = SubjectCore<Value, Never>()

    init(_ value: Value) { _value = value }

    var value: Value {
      get { lock.withLock { _value } }
      set {
        // Like Combine, subscribers hear of the new value before it is stored.
        subscribers.send(newValue)
        lock.withLock { _value = newValue }
      }
    }

    var publisher: ObservableObjectPublisher? {
      get { lock.withLock { _publisher } }
      set { lock.withLock { _publisher = newValue } }
    }

    /// Sets the value as the property's setter does: the object is told first.
    func assign(_ newValue: Value) {
      publisher?.send()
      value = newValue
    }

    /// Keeps `subscription` (an `assign(to: &$property)`) as long as the property.
    func keep(_ subscription: AnyCancellable) { lock.withLock { assignments.append(subscription) } }
  }

  let storage: Storage

  /// Creates a published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// Creates a published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Only classes can have published properties.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Reads and writes the property through its enclosing object, announcing the change on
  /// the object's `objectWillChange` first.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      let publisher =
        storage.publisher ?? (object.objectWillChange as? ObservableObjectPublisher)
      if MainQueue.isCurrent {
        publisher?.send()
        storage.value = newValue
      } else {
        // From another thread the update runs later on the main actor; announcing after
        // the store makes sure that update reads the new value.
        storage.value = newValue
        publisher?.send()
      }
    }
  }

  /// A publisher of the property's values: `$name.sink { … }`, `$query.debounce(…)`.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // Settable only so that `assign(to: &$name)` can pass it inout; there is nothing to set.
    set {}
  }

  /// Publishes the property's current value to each new subscriber, then every new value
  /// as it is set (before it is stored, as Combine does).
  public struct Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// A property cannot fail.
    public typealias Failure = Never

    let storage: Storage

    /// Attaches `subscriber`, which receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subscribers.attach(subscriber) { [storage] in storage.value }
    }
  }
}

extension Published: PublishedProperty {
  var publishedStorage: any PublishedStorage { storage }
}
