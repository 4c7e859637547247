import Synchronization

/// A subscription that ends when cancelled or released: keep it (in a property, or a set
/// with `store(in:)`) for as long as the values should arrive.
public final class AnyCancellable: Cancellable, Hashable, Sendable {
  private let onCancel = Mutex<(@Sendable () -> Void)?>(nil)

  /// A cancellable that runs `cancel` once when it ends.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    onCancel.withLock { $0 = cancel }
  }

  /// A cancellable that cancels `cancellable` when it ends.
  public init<C: Cancellable>(_ cancellable: C) {
    let cancel = UncheckedSendable<() -> Void>(cancellable.cancel)
    onCancel.withLock { $0 = { cancel.value() } }
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

  /// Keeps the subscription alive as long as `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Identity equality.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable alive as long as `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

  /// Keeps this cancellable alive as long as `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
