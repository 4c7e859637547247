extension Publishers {
  /// Publishes the upstream's values, and its failure changed by a closure: what
  /// `mapError` returns.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream publisher.
    public let upstream: Upstream
    /// Changes the upstream's failure.
    public let transform: (Upstream.Failure) -> Failure

    /// Attaches `subscriber`, which receives the changed failure.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.receive(
        subscriber: Bridge<Output, Upstream.Failure, S>(
          subscriber, forward: { subscriber.receive($0) },
          complete: { completion in
            switch completion {
            case .finished: subscriber.receive(completion: .finished)
            case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
            }
          }))
    }
  }

  /// Publishes the upstream's values, then, in place of a failure, one value and the end:
  /// what `replaceError(with:)` returns.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// It never fails.
    public typealias Failure = Never
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value sent in place of a failure.
    public let output: Upstream.Output

    /// Attaches `subscriber`, which receives `output` and the end if the upstream fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.receive(
        subscriber: Bridge<Output, Upstream.Failure, S>(
          subscriber, forward: { subscriber.receive($0) },
          complete: { completion in
            if case .failure = completion { _ = subscriber.receive(output) }
            subscriber.receive(completion: .finished)
          }))
    }
  }

  /// Publishes a publisher that cannot fail as one of a failure type it never uses: what
  /// `setFailureType(to:)` returns.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: Bridge<Output, Never, S>(
          subscriber, forward: { subscriber.receive($0) },
          complete: { _ in subscriber.receive(completion: .finished) }))
    }
  }
}

extension Publisher {
  /// The values, with a failure changed by `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// The values, then `output` and the end in place of a failure.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publisher where Failure == Never {
  /// This publisher as one that may fail with `failureType` (it never does), to combine
  /// with publishers that can.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}
