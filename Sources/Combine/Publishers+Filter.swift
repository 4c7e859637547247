extension Publishers {
  /// Publishes the upstream values that pass a test: what `filter` returns.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Attaches `subscriber` behind the test.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.receive(
        subscriber: Relay(subscriber) { isIncluded($0) ? subscriber.receive($0) : .max(1) })
    }
  }
}

extension Publisher {
  /// Only the values that pass `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}
