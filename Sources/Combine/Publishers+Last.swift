extension Publishers {
  /// Publishes the upstream's last value once it finishes: what `last()` returns.
  public struct Last<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`, which receives the last value when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let last = LockedValue<Output?>(nil)
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          last.update { $0 = value }
          return .skip
        }, result: { last.current })
    }
  }

  /// Publishes the upstream's last value that passes a test, once it finishes: what
  /// `last(where:)` returns.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) -> Bool

    /// Attaches `subscriber`, which receives the last value that passed when the upstream
    /// finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let last = LockedValue<Output?>(nil)
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          if predicate(value) { last.update { $0 = value } }
          return .skip
        }, result: { last.current })
    }
  }

  /// Publishes the upstream's last value that passes a test that may throw, once it
  /// finishes: what `tryLast(where:)` returns.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure or the thrown error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Output) throws -> Bool

    /// Attaches `subscriber`, which receives the last value that passed when the upstream
    /// finishes, or the error the test threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let last = LockedValue<Output?>(nil)
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          .catching {
            if try predicate(value) { last.update { $0 = value } }
            return .skip
          }
        }, result: { last.current })
    }
  }
}

extension Publisher {
  /// The last value, once this publisher finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

  /// The last value that passes `predicate`, once this publisher finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// The last value that passes `predicate`, once this publisher finishes; if it throws,
  /// the error ends the publisher.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
