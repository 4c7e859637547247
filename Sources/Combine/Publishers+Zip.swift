extension Publishers {
  /// Publishes the values of two upstreams in pairs, the first of each, then the second
  /// of each, and so on: what `zip` returns.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// A value of each upstream.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Zips `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`, which receives a pair once each upstream has a value not
    /// yet paired; it finishes when an upstream finishes with nothing left to pair.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let hub = ZipHub<Output, Failure>(subscriber, upstreams: 2) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
      hub.attach(a, at: 0)
      hub.attach(b, at: 1)
    }
  }

  /// Publishes the values of three upstreams in threes, the first of each, then the
  /// second of each, and so on: what `zip(_:_:)` returns.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A value of each upstream.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// The third upstream.
    public let c: C

    /// Zips `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber`, which receives a triple once each upstream has a value not
    /// yet used; it finishes when an upstream finishes with nothing left to use.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let hub = ZipHub<Output, Failure>(subscriber, upstreams: 3) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
      hub.attach(a, at: 0)
      hub.attach(b, at: 1)
      hub.attach(c, at: 2)
    }
  }
}

extension Publisher {
  /// The values of this publisher and `other` in pairs, in order.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where P.Failure == Failure {
    Publishers.Zip(self, other)
  }

  /// The values of this publisher and `other` in pairs, in order, combined by
  /// `transform`.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P.Failure == Failure {
    Publishers.Zip(self, other).map(transform)
  }

  /// The values of this publisher, `b` and `c` in threes, in order.
  public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c)
  }

  /// The values of this publisher, `b` and `c` in threes, in order, combined by
  /// `transform`.
  public func zip<B: Publisher, C: Publisher, T>(
    _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, B, C>, T>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c).map(transform)
  }
}
