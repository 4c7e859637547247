extension Publishers {
  /// Publishes the values of three upstreams of one type as they come: what
  /// `merge(with:_:)` returns.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where
    A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure,
    B.Failure == C.Failure
  {
    /// The upstreams' values.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// The third upstream.
    public let c: C

    /// Merges `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber`, which receives every value of the three upstreams.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(subscriber, upstreams: 3)
      fanIn.open()
      fanIn.attach(a) { fanIn.send($0) }
      fanIn.attach(b) { fanIn.send($0) }
      fanIn.attach(c) { fanIn.send($0) }
    }
  }
}

extension Publisher {
  /// The values of this publisher, `b` and `c` as they come.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }
}
