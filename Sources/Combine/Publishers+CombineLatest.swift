extension Publishers {
  /// Publishes the latest value of each of two upstreams as a pair, whenever either
  /// publishes once both have: what `combineLatest` returns.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The pair of latest values.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Combines `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`, which receives a pair each time either upstream publishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(subscriber, upstreams: 2)
      let latest = LockedValue<(A.Output?, B.Output?)>((nil, nil))
      fanIn.open()
      let sendPair = { (values: (A.Output?, B.Output?)) in
        if let first = values.0, let second = values.1 { fanIn.send((first, second)) }
      }
      fanIn.attach(a) { value in sendPair(latest.update { $0.0 = value }) }
      fanIn.attach(b) { value in sendPair(latest.update { $0.1 = value }) }
    }
  }
}

extension Publisher {
  /// The latest values of this publisher and `other` as a pair, each time either
  /// publishes once both have.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, combined by `transform`, each time
  /// either publishes once both have.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
