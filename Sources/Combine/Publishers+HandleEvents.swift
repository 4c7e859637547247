extension Publishers {
  /// Publishes the upstream's values unchanged, calling closures as events pass: what
  /// `handleEvents` returns.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Called with the upstream's subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Called with each value.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Called with the completion.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Called when the subscriber cancels.
    public var receiveCancel: (() -> Void)?
    /// Called with each of the subscriber's requests.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Makes a publisher that calls the given closures as `upstream`'s events pass.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches `subscriber`, calling the closures before each event reaches it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let events = self
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscription in
            events.receiveSubscription?(subscription)
            subscriber.receive(
              subscription: WatchedSubscription(
                subscription, onRequest: events.receiveRequest, onCancel: events.receiveCancel))
          },
          receiveValue: { value in
            events.receiveOutput?(value)
            return subscriber.receive(value)
          },
          receiveCompletion: { completion in
            events.receiveCompletion?(completion)
            subscriber.receive(completion: completion)
          }))
    }
  }
}

/// A subscription that calls closures with each request and at cancellation.
private final class WatchedSubscription: Subscription, @unchecked Sendable {
  private let base: any Subscription
  private let onRequest: ((Subscribers.Demand) -> Void)?
  private let onCancel: (() -> Void)?

  init(
    _ base: any Subscription, onRequest: ((Subscribers.Demand) -> Void)?,
    onCancel: (() -> Void)?
  ) {
    self.base = base
    self.onRequest = onRequest
    self.onCancel = onCancel
  }

  func request(_ demand: Subscribers.Demand) {
    onRequest?(demand)
    base.request(demand)
  }

  func cancel() {
    onCancel?()
    base.cancel()
  }
}

extension Publisher {
  /// The same values and completion, with the given closures called as events pass: for
  /// logging, or to show a spinner while a request runs.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
