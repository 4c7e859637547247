/// A subscriber behind a type-erasing wrapper, or made of closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  /// The wrapped subscriber's identity.
  public let combineIdentifier: CombineIdentifier
  private let subscriptionBody: (any Subscription) -> Void
  private let valueBody: (Input) -> Subscribers.Demand
  private let completionBody: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    subscriptionBody = subscriber.receive(subscription:)
    valueBody = subscriber.receive(_:)
    completionBody = subscriber.receive(completion:)
  }

  /// A subscriber made of closures; a missing one does nothing (and asks for no more
  /// values).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscriptionBody = receiveSubscription ?? { _ in }
    valueBody = receiveValue ?? { _ in .none }
    completionBody = receiveCompletion ?? { _ in }
  }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { subscriptionBody(subscription) }

  /// Passes the value on.
  public func receive(_ input: Input) -> Subscribers.Demand { valueBody(input) }

  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}
