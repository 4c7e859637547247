extension Publishers {
  /// Publishes the upstream values that pass a test that may throw; a throw ends it with
  /// the error: what `tryFilter` returns.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Attaches `subscriber` behind the test.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.receiveTrying(by: subscriber) { try isIncluded($0) ? .send($0) : .skip }
    }
  }
}

extension Publisher {
  /// Only the values that pass `isIncluded`; if it throws, the upstream is cancelled and
  /// the error ends the publisher.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}
