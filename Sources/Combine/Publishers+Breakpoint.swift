import Foundation

extension Publishers {
  /// Stops in the debugger (raises `SIGTRAP`) when one of its closures says so: what
  /// `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)` returns. Without
  /// a debugger attached, the signal ends the process, as on Apple platforms.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Whether to stop at the subscription.
    public let receiveSubscription: ((any Subscription) -> Bool)?
    /// Whether to stop at a value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// Whether to stop at the completion.
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    /// Passes `upstream`'s events on, stopping where a closure returns true.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    /// Attaches `subscriber`, asking the closures before each event reaches it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let stops = self
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscription in
            if stops.receiveSubscription?(subscription) == true { raise(SIGTRAP) }
            subscriber.receive(subscription: subscription)
          },
          receiveValue: { value in
            if stops.receiveOutput?(value) == true { raise(SIGTRAP) }
            return subscriber.receive(value)
          },
          receiveCompletion: { completion in
            if stops.receiveCompletion?(completion) == true { raise(SIGTRAP) }
            subscriber.receive(completion: completion)
          }))
    }
  }
}

extension Publisher {
  /// Stops in the debugger when a closure returns true for an event passing through.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Stops in the debugger when the publisher fails.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}
