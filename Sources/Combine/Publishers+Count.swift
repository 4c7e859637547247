extension Publishers {
  /// Publishes, once the upstream finishes, how many values it published: what
  /// `count()` returns.
  public struct Count<Upstream: Publisher>: Publisher {
    /// The number of values.
    public typealias Output = Int
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`, which receives the number when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.reduce(0) { count, _ in count + 1 }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// How many values this publisher published, once it finishes.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
}
