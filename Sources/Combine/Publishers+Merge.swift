extension Publishers {
  /// Publishes the values of two upstreams of one type as they come: what `merge`
  /// returns.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The upstreams' values.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`, which receives every value of both upstreams.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(subscriber, upstreams: 2)
      fanIn.open()
      fanIn.attach(a) { fanIn.send($0) }
      fanIn.attach(b) { fanIn.send($0) }
    }
  }
}

extension Publisher {
  /// The values of this publisher and `other` as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
