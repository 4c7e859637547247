import Foundation

extension Publishers {
  /// Publishes a value only when it differs from the one before: what
  /// `removeDuplicates` returns.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Whether two values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Attaches `subscriber`, which receives each run of equal values once.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let previous = LockedValue<Output?>(nil)
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          let last = previous.exchange(value)
          if let last, predicate(last, value) { return .max(1) }
          return subscriber.receive(value)
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Each value only when it differs from the one before.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Each value only when `predicate` says it differs from the one before.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}
