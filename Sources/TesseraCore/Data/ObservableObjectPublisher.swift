import Foundation
import Synchronization

/// Announces that an observable object is about to change. Tessera's stand-in for
/// Combine's publisher of the same name: `send()` notifies every subscriber.
public final class ObservableObjectPublisher: Sendable {
  private let subscribers = Mutex<[UInt64: @Sendable () -> Void]>([:])
  private let nextID = Atomic<UInt64>(0)

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Tells subscribers the object will change.
  public func send() {
    let handlers = subscribers.withLock { Array($0.values) }
    for handler in handlers { handler() }
  }

  /// Calls `handler` on every `send()` until the returned subscription is cancelled or
  /// released.
  public func sink(receiveValue handler: @escaping @Sendable () -> Void) -> AnyCancellable {
    let id = nextID.add(1, ordering: .relaxed).newValue
    subscribers.withLock { $0[id] = handler }
    return AnyCancellable { [weak self] in
      _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
    }
  }

  /// The number of live subscriptions.
  package var subscriberCount: Int { subscribers.withLock { $0.count } }
}

/// A subscription that ends when cancelled or released.
public final class AnyCancellable: Hashable, Sendable {
  private let onCancel = Mutex<(@Sendable () -> Void)?>(nil)

  /// A subscription that runs `cancel` once when it ends.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    onCancel.withLock { $0 = cancel }
  }

  deinit { cancel() }

  /// Ends the subscription.
  public func cancel() {
    let action = onCancel.withLock { value -> (@Sendable () -> Void)? in
      defer { value = nil }
      return value
    }
    action?()
  }

  /// Keeps the subscription alive as long as `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Identity equality.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
