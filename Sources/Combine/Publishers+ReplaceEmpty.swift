extension Publishers {
  /// Publishes the upstream's values, or one value if it finishes without any: what
  /// `replaceEmpty(with:)` returns.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value published if the upstream publishes none.
    public let output: Output

    /// Attaches `subscriber`, which receives the upstream's values, or `output` before
    /// the end if there were none.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      let isEmpty = LockedValue(true)
      upstream.receive(
        subscriber: Valve<Output, Failure, S>(
          subscriber,
          step: { value in
            isEmpty.update { $0 = false }
            return .send(value)
          },
          complete: { completion in
            guard case .finished = completion, isEmpty.current else { return (nil, completion) }
            return (output, .finished)
          }))
    }
  }
}

extension Publisher {
  /// The values, or `output` if this publisher finishes without any.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Each value, with nil replaced by `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}
