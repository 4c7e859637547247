extension Publishers {
  /// Publishes each upstream value transformed: what `map` returns.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.receive(subscriber: Relay(subscriber) { subscriber.receive(transform($0)) })
    }
  }
}

extension Publisher {
  /// Each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
  }
}
