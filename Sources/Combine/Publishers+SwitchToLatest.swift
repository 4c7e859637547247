extension Publishers {
  /// Publishes the values of the latest publisher the upstream published, cancelling the
  /// one before: what `switchToLatest()` returns.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    /// The inner publishers' values.
    public typealias Output = P.Output
    /// The upstream's and inner publishers' failure.
    public typealias Failure = P.Failure
    /// The publisher of publishers.
    public let upstream: Upstream

    /// Makes a publisher of the values of `upstream`'s latest publisher.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`, which receives the latest inner publisher's values; it
    /// finishes once the upstream and the latest inner publisher have, and fails when
    /// either fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let outer = LockedValue<(any Cancellable)?>(nil)
      let state = LockedValue((isOuterFinished: false, isInnerRunning: false))
      let handoff = Handoff<Output, Failure>(
        AnySubscriber(subscriber), onCancel: { outer.exchange(nil)?.cancel() })
      subscriber.receive(subscription: handoff)
      let sink = Subscribers.Sink<P, Failure>(
        receiveCompletion: { completion in
          guard case .finished = completion else { return handoff.finish(completion) }
          let now = state.update { $0.isOuterFinished = true }
          if !now.isInnerRunning { handoff.finish(.finished) }
        },
        receiveValue: { inner in
          state.update { $0.isInnerRunning = true }
          handoff.attach(inner) { completion in
            guard case .finished = completion else {
              handoff.finish(completion)
              outer.exchange(nil)?.cancel()
              return
            }
            let now = state.update { $0.isInnerRunning = false }
            if now.isOuterFinished { handoff.finish(.finished) }
          }
        })
      outer.update { $0 = sink }
      upstream.subscribe(sink)
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this one published; each new one cancels the one
  /// before: `$query.map(search).switchToLatest()`.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}
