import Foundation
import Synchronization

/// A property of an `ObservableObject` that announces its changes: setting it sends the
/// object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
  final class Storage: PublishedStorage, @unchecked Sendable {
    // Guarded by `lock`: models may be written from any thread (SwiftUI warns, not crashes).
    private let lock = NSLock()
    private var _value: Value
    private var _publisher: ObservableObjectPublisher?
    private var _subscribers: [UInt64: (Value) -> Void] = [:]
    private var nextID: UInt64 = 0

    init(_ value: Value) { _value = value }

    var value: Value {
      get { lock.withLock { _value } }
      set {
        // Like Combine, subscribers hear of the new value before it is stored.
        let subscribers = lock.withLock { Array(_subscribers.values) }
        for subscriber in subscribers { subscriber(newValue) }
        lock.withLock { _value = newValue }
      }
    }

    var publisher: ObservableObjectPublisher? {
      get { lock.withLock { _publisher } }
      set { lock.withLock { _publisher = newValue } }
    }

    func subscribe(_ handler: @escaping (Value) -> Void) -> UInt64 {
      lock.withLock {
        nextID += 1
        _subscribers[nextID] = handler
        return nextID
      }
    }

    func unsubscribe(_ id: UInt64) {
      _ = lock.withLock { _subscribers.removeValue(forKey: id) }
    }
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
      let publisher = storage.publisher ?? object.objectWillChange
      if MainActorDelivery.isOnMainActor {
        publisher.send()
        storage.value = newValue
      } else {
        // From another thread the update runs later on the main actor; announcing after
        // the store makes sure that update reads the new value.
        storage.value = newValue
        publisher.send()
      }
    }
  }

  /// A publisher of the property's values: `$name.sink { … }`.
  public var projectedValue: Publisher { Publisher(storage: storage) }

  /// Publishes a property's new values after each change.
  public struct Publisher {
    let storage: Storage

    /// Calls `receiveValue` with the current value now and with each new value.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(storage.value)
      let id = storage.subscribe(receiveValue)
      let box = UncheckedBox(storage)
      return AnyCancellable { box.value.unsubscribe(id) }
    }
  }
}

extension Published: PublishedProperty {
  var publishedStorage: any PublishedStorage { storage }
}

/// Carries a non-sendable value into a `@Sendable` closure whose caller guarantees safety.
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
