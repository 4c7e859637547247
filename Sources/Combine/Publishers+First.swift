extension Publishers {
  /// Publishes the upstream's first value, then finishes: what `first()` returns.
  public struct First<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`, which receives the first value and the end; the upstream is
    /// cancelled then.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receiveFolded(
        by: subscriber, failure: { $0 }, step: { .end($0, .finished) }, result: { nil })
    }
  }

  /// Publishes the upstream's first value that passes a test, then finishes: what
  /// `first(where:)` returns.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) -> Bool

    /// Attaches `subscriber`, which receives the first value that passes and the end.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { predicate($0) ? .end($0, .finished) : .skip }, result: { nil })
    }
  }

  /// Publishes the upstream's first value that passes a test that may throw, then
  /// finishes: what `tryFirst(where:)` returns.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) throws -> Bool

    /// Attaches `subscriber`, which receives the first value that passes and the end, or
    /// the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in .testing({ try predicate(value) }, passed: .end(value, .finished)) },
        result: { nil })
    }
  }
}

extension Publisher {
  /// The first value, then the end.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// The first value that passes `predicate`, then the end.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// The first value that passes `predicate`, then the end; if it throws, the error ends
  /// the publisher.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
