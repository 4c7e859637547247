extension Publishers {
  /// Subscribes to the upstream again each time it fails, a number of times: what
  /// `retry` returns.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure, once the retries are used up.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many times it subscribes again; nil for no limit.
    public let retries: Int?

    /// Makes a publisher that subscribes to `upstream` again up to `retries` times.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches `subscriber`, which receives the values of each attempt and the last
    /// attempt's completion; the demand it has left carries over.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handoff = Handoff<Output, Failure>(AnySubscriber(subscriber))
      let upstream = upstream
      subscriber.receive(subscription: handoff)
      func attempt(_ left: Int?) {
        handoff.attach(upstream) { completion in
          guard case .failure = completion, left != 0 else { return handoff.finish(completion) }
          attempt(left.map { $0 - 1 })
        }
      }
      attempt(retries)
    }
  }
}

extension Publisher {
  /// The values; if this publisher fails, it is subscribed to again, up to `retries`
  /// times, before the failure is passed on.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
