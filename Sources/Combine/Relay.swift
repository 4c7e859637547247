/// The subscriber an operator attaches upstream. It hands the upstream subscription to
/// the downstream subscriber unchanged, so demand flows straight through, and passes each
/// value on through `forward` (which returns the extra demand to ask upstream for, such
/// as one more for a value it dropped).
/// `complete`, if given, takes the completion in place of the downstream subscriber (a
/// time-based operator delivers it later).
final class Relay<Input, Downstream: Subscriber>: Subscriber, @unchecked Sendable {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  private let forward: (Input) -> Subscribers.Demand
  private let complete: (Subscribers.Completion<Failure>) -> Void

  init(
    _ downstream: Downstream,
    complete: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    forward: @escaping (Input) -> Subscribers.Demand
  ) {
    self.downstream = downstream
    self.forward = forward
    self.complete = complete ?? downstream.receive(completion:)
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { forward(input) }
  func receive(completion: Subscribers.Completion<Failure>) { complete(completion) }
}
