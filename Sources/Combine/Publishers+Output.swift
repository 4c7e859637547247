extension Publishers {
  /// Publishes the upstream values at some positions, then finishes: what
  /// `output(at:)`, `output(in:)` and `prefix(_:)` return.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The positions published, counting from zero.
    public let range: CountableRange<Int>

    /// Makes a publisher of the values of `upstream` at the positions in `range`.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    /// Attaches `subscriber`, which receives the values in the range; after the last one
    /// the upstream is cancelled and the subscriber finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let range = range
      guard !range.isEmpty else { return Empty().receive(subscriber: subscriber) }
      let position = LockedValue(-1)
      upstream.receive(
        subscriber: Valve<Output, Failure, S>(
          subscriber,
          step: { value in
            let index = position.update { $0 += 1 }
            if index < range.lowerBound { return .skip }
            return index >= range.upperBound - 1 ? .end(value, .finished) : .send(value)
          },
          complete: { (nil, $0) }))
    }
  }
}

extension Publisher {
  /// The value at `index` (counting from zero), then the end.
  public func output(at index: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: index..<(index + 1))
  }

  /// The values at the positions in `range` (counting from zero), then the end.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }

  /// The first `maxLength` values, then the end.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<Swift.max(maxLength, 0))
  }
}
