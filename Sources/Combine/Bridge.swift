/// The subscriber an operator that changes the failure type attaches upstream: like
/// `Relay`, it hands the upstream subscription on unchanged, and passes values and the
/// completion through closures that may change them.
final class Bridge<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  @unchecked Sendable
{
  private let downstream: Downstream
  private let forward: (Input) -> Subscribers.Demand
  private let complete: (Subscribers.Completion<Failure>) -> Void

  init(
    _ downstream: Downstream, forward: @escaping (Input) -> Subscribers.Demand,
    complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.downstream = downstream
    self.forward = forward
    self.complete = complete
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { forward(input) }
  func receive(completion: Subscribers.Completion<Failure>) { complete(completion) }
}
