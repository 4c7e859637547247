extension Publishers {
  /// Publishes whether every upstream value passes a test: what `allSatisfy` returns.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    /// Whether every value passed.
    public typealias Output = Bool
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Upstream.Output) -> Bool

    /// Attaches `subscriber`, which receives `false` as soon as a value fails the test
    /// (and the upstream is cancelled), or `true` when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { predicate($0) ? .skip : .end(false, .finished) }, result: { true })
    }
  }

  /// Publishes whether every upstream value passes a test that may throw: what
  /// `tryAllSatisfy` returns.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    /// Whether every value passed.
    public typealias Output = Bool
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Attaches `subscriber`, which receives `false` as soon as a value fails the test,
    /// `true` when the upstream finishes, or the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in .testing({ try !predicate(value) }, passed: .end(false, .finished)) },
        result: { true })
    }
  }
}

extension Publisher {
  /// Whether every value passes `predicate`: `false` as soon as one does not, `true` once
  /// this publisher finishes.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Whether every value passes `predicate`; if it throws, the error ends the publisher.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}
