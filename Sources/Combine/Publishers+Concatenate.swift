extension Publishers {
  /// Publishes one publisher's values, then, once it finishes, another's: what `append`
  /// and `prepend` return.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The values of both.
    public typealias Output = Prefix.Output
    /// The failure of both.
    public typealias Failure = Prefix.Failure
    /// The publisher heard first.
    public let prefix: Prefix
    /// The publisher heard once the first finishes.
    public let suffix: Suffix

    /// Makes a publisher of `prefix`'s values, then `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches `subscriber`, which receives the prefix's values, then the suffix's (to
    /// which it subscribes only when the prefix finishes); a failure of either ends it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handoff = Handoff<Output, Failure>(AnySubscriber(subscriber))
      let suffix = suffix
      subscriber.receive(subscription: handoff)
      handoff.attach(prefix) { completion in
        guard case .finished = completion else { return handoff.finish(completion) }
        handoff.attach(suffix) { handoff.finish($0) }
      }
    }
  }
}

extension Publisher {
  /// The values, then `elements` once this publisher finishes.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// The values, then `elements` once this publisher finishes.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
  where S.Element == Output {
    append(Publishers.Sequence(sequence: elements))
  }

  /// The values, then `publisher`'s once this publisher finishes.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// `elements`, then this publisher's values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// `elements`, then this publisher's values.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where S.Element == Output {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// `publisher`'s values, then, once it finishes, this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
}
