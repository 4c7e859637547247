extension Publishers {
  /// Publishes, once the upstream finishes, all its values in one array: what
  /// `collect()` returns.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// Every upstream value, in order.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream

    /// Attaches `subscriber`, which receives the array when the upstream finishes (and
    /// only the failure if it fails).
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let collected = LockedValue<Output>([])
      upstream.receiveFolded(
        by: subscriber, failure: { $0 },
        step: { value in
          collected.update { $0.append(value) }
          return .skip
        },
        result: { collected.current })
    }
  }

  /// Publishes the upstream's values in arrays of a given size, and what is left when it
  /// finishes: what `collect(_:)` returns.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// A run of upstream values.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many values each array holds.
    public let count: Int

    /// Attaches `subscriber`, which receives an array each time `count` values have
    /// come, and the shorter rest when the upstream finishes (not if it fails).
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let count = Swift.max(count, 1)
      let buffer = LockedValue<Output>([])
      upstream.receive(
        subscriber: Valve<Upstream.Output, Failure, S>(
          subscriber,
          step: { value in
            var full: Output?
            buffer.update { buffer in
              buffer.append(value)
              guard buffer.count == count else { return }
              full = buffer
              buffer = []
            }
            return full.map { .send($0) } ?? .skip
          },
          complete: { completion in
            let rest = buffer.exchange([])
            guard case .finished = completion, !rest.isEmpty else { return (nil, completion) }
            return (rest, .finished)
          }))
    }
  }
}

extension Publisher {
  /// All the values in one array, published when this publisher finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

  /// The values in arrays of `count`, and the rest in a shorter one at the end.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
