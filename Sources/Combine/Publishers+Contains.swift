extension Publishers {
  /// Publishes whether the upstream publishes a given value: what `contains(_:)` returns.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    /// Whether the value came.
    public typealias Output = Bool
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The value looked for.
    public let output: Upstream.Output

    /// Attaches `subscriber`, which receives `true` as soon as the value comes (and the
    /// upstream is cancelled), or `false` when the upstream finishes without it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.receiveFolded(
        by: subscriber, failure: { $0 }, step: { $0 == output ? .end(true, .finished) : .skip },
        result: { false })
    }
  }

  /// Publishes whether the upstream publishes a value that passes a test: what
  /// `contains(where:)` returns.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    /// Whether a value passed.
    public typealias Output = Bool
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Upstream.Output) -> Bool

    /// Attaches `subscriber`, which receives `true` as soon as a value passes, or `false`
    /// when the upstream finishes without one.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { predicate($0) ? .end(true, .finished) : .skip }, result: { false })
    }
  }

  /// Publishes whether the upstream publishes a value that passes a test that may throw:
  /// what `tryContains(where:)` returns.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    /// Whether a value passed.
    public typealias Output = Bool
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Attaches `subscriber`, which receives `true` as soon as a value passes, `false`
    /// when the upstream finishes without one, or the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in .testing({ try predicate(value) }, passed: .end(true, .finished)) },
        result: { false })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Whether this publisher publishes `output`: `true` as soon as it does, `false` if it
  /// finishes without.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Whether this publisher publishes a value that passes `predicate`.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Whether this publisher publishes a value that passes `predicate`; if it throws, the
  /// error ends the publisher.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}
