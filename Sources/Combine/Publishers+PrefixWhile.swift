extension Publishers {
  /// Publishes the upstream's values while they pass a test, and finishes at the first
  /// that does not: what `prefix(while:)` returns.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) -> Bool

    /// Attaches `subscriber`, which receives the values up to the first that fails the
    /// test; then the upstream is cancelled and the subscriber finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receive(
        subscriber: Valve<Output, Failure, S>(
          subscriber, step: { predicate($0) ? .send($0) : .end(nil, .finished) },
          complete: { (nil, $0) }))
    }
  }

  /// Publishes the upstream's values while they pass a test that may throw: what
  /// `tryPrefix(while:)` returns.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) throws -> Bool

    /// Attaches `subscriber`, which receives the values up to the first that fails the
    /// test, or the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveTrying(by: subscriber) {
        try predicate($0) ? .send($0) : .end(nil, .finished)
      }
    }
  }
}

extension Publisher {
  /// The values while they pass `predicate`; the first that does not ends the publisher.
  public func prefix(while predicate: @escaping (Output) -> Bool)
    -> Publishers.PrefixWhile<Self>
  {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// The values while they pass `predicate`; if it throws, the error ends the publisher.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
