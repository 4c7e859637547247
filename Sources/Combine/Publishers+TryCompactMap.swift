extension Publishers {
  /// Publishes the non-nil results of a transform that may throw; a throw ends it with
  /// the error: what `tryCompactMap` returns.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) throws -> Output?

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.receiveTrying(by: subscriber) { try transform($0).map { .send($0) } ?? .skip }
    }
  }
}

extension Publisher {
  /// The non-nil results of `transform`; if it throws, the upstream is cancelled and the
  /// error ends the publisher.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}
