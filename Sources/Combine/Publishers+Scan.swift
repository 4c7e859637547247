extension Publishers {
  /// Publishes each step of folding the upstream's values into an accumulated value:
  /// what `scan` returns.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value before the first step.
    public let initialResult: Output
    /// Folds the next value into the accumulated one.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Attaches `subscriber`, which receives the accumulated value after each upstream
    /// value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let accumulated = LockedValue(initialResult)
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          subscriber.receive(accumulated.update { $0 = next($0, value) })
        })
    }
  }

  /// Publishes each step of folding the upstream's values with a closure that may throw;
  /// a throw ends it with the error: what `tryScan` returns.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value before the first step.
    public let initialResult: Output
    /// Folds the next value into the accumulated one, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Attaches `subscriber`, which receives the accumulated value after each upstream
    /// value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let accumulated = LockedValue(initialResult)
      upstream.receiveTrying(by: subscriber) { value in
        let result = try next(accumulated.current, value)
        accumulated.update { $0 = result }
        return .send(result)
      }
    }
  }
}

extension Publisher {
  /// Each step of folding the values into one, starting from `initialResult`:
  /// `[1, 2, 3].publisher.scan(0, +)` publishes 1, 3 and 6.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Each step of folding the values into one, starting from `initialResult`; if
  /// `nextPartialResult` throws, the error ends the publisher.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
