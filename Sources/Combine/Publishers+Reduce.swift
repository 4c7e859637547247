extension Publishers {
  /// Publishes, once the upstream finishes, its values folded into one: what `reduce`
  /// returns.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value before the first step.
    public let initial: Output
    /// Folds the next value into the accumulated one.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Attaches `subscriber`, which receives the folded value when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let accumulated = LockedValue(initial)
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          accumulated.update { $0 = next($0, value) }
          return .skip
        },
        result: { accumulated.current })
    }
  }

  /// Publishes, once the upstream finishes, its values folded into one by a closure that
  /// may throw; a throw ends it with the error: what `tryReduce` returns.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value before the first step.
    public let initial: Output
    /// Folds the next value into the accumulated one, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Attaches `subscriber`, which receives the folded value when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let accumulated = LockedValue(initial)
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          .catching {
            let result = try next(accumulated.current, value)
            accumulated.update { $0 = result }
            return .skip
          }
        },
        result: { accumulated.current })
    }
  }
}

extension Publisher {
  /// The values folded into one, starting from `initialResult`, published when this
  /// publisher finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// The values folded into one, starting from `initialResult`, published when this
  /// publisher finishes; if `nextPartialResult` throws, the error ends the publisher.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
