extension Publishers {
  /// Drops the upstream's values while they pass a test, and publishes all from the
  /// first that does not: what `drop(while:)` returns.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) -> Bool

    /// Attaches `subscriber`, which receives every value from the first that fails the
    /// test.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let isDropping = LockedValue(true)
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          if isDropping.current, predicate(value) { return .max(1) }
          isDropping.update { $0 = false }
          return subscriber.receive(value)
        })
    }
  }

  /// Drops the upstream's values while they pass a test that may throw: what
  /// `tryDrop(while:)` returns.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) throws -> Bool

    /// Attaches `subscriber`, which receives every value from the first that fails the
    /// test, or the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let isDropping = LockedValue(true)
      upstream.receiveTrying(by: subscriber) { value in
        guard isDropping.current else { return .send(value) }
        if try predicate(value) { return .skip }
        isDropping.update { $0 = false }
        return .send(value)
      }
    }
  }
}

extension Publisher {
  /// The values from the first that does not pass `predicate` on.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// The values from the first that does not pass `predicate` on; if it throws, the
  /// error ends the publisher.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}
