extension Publishers {
  /// Publishes the non-nil results of a transform: what `compactMap` returns.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output?

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.receive(
        subscriber: Relay(subscriber) { transform($0).map(subscriber.receive) ?? .max(1) })
    }
  }
}

extension Publisher {
  /// The non-nil results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}
