extension Publishers {
  /// Publishes each upstream value transformed by a closure that may throw; a throw ends
  /// it with the error: what `tryMap` returns.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) throws -> Output

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.receiveTrying(by: subscriber) { .send(try transform($0)) }
    }
  }
}

extension Publisher {
  /// Each value transformed by `transform`; if it throws, the upstream is cancelled and
  /// the error ends the publisher.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}
