extension Publishers {
  /// Publishes the latest value of each of three upstreams, whenever any publishes once
  /// all have: what `combineLatest(_:_:)` returns.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The latest values.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// The third upstream.
    public let c: C

    /// Combines `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber`, which receives a triple each time any upstream publishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(subscriber, upstreams: 3)
      let latest = LockedValue<(A.Output?, B.Output?, C.Output?)>((nil, nil, nil))
      fanIn.open()
      let send = { (values: (A.Output?, B.Output?, C.Output?)) in
        if let first = values.0, let second = values.1, let third = values.2 {
          fanIn.send((first, second, third))
        }
      }
      fanIn.attach(a) { value in send(latest.update { $0.0 = value }) }
      fanIn.attach(b) { value in send(latest.update { $0.1 = value }) }
      fanIn.attach(c) { value in send(latest.update { $0.2 = value }) }
    }
  }
}

extension Publisher {
  /// The latest values of this publisher, `b` and `c`, each time any publishes once all
  /// have.
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C)
    -> Publishers.CombineLatest3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c)
  }

  /// The latest values of this publisher, `b` and `c`, combined by `transform`, each time
  /// any publishes once all have.
  public func combineLatest<B: Publisher, C: Publisher, T>(
    _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c).map(transform)
  }
}
