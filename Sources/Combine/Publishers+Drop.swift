extension Publishers {
  /// Publishes all but the first values: what `dropFirst` returns.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many values are dropped.
    public let count: Int

    /// Attaches `subscriber`, which misses the first `count` values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let seen = LockedValue(0)
      let count = count
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          seen.update { $0 += 1 } > count ? subscriber.receive(value) : .max(1)
        })
    }
  }
}

extension Publisher {
  /// All values but the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
