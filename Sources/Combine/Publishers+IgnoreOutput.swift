extension Publishers {
  /// Publishes only the upstream's completion: what `ignoreOutput()` returns.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// It publishes no values.
    public typealias Output = Never
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`, which receives the upstream's completion and nothing else.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receiveFolded(by: subscriber, failure: { $0 }, step: { _ in .skip }, result: { nil })
    }
  }
}

extension Publisher {
  /// Only the completion: whether, and how, this publisher ended.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}
