import Combine

/// A subscriber that keeps what it receives and asks for values only when told, to test
/// that operators honour demand; tests run on one thread.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private(set) var values: [Input] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  private var subscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand

  /// A recorder that asks for `initialDemand` values when it subscribes.
  init(initialDemand: Subscribers.Demand = .unlimited) { self.initialDemand = initialDemand }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }

  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  /// Cancels the subscription.
  func cancel() { subscription?.cancel() }

  /// Whether it finished normally.
  var isFinished: Bool {
    if case .finished? = completion { return true }
    return false
  }

  /// Whether it failed.
  var isFailed: Bool {
    if case .failure? = completion { return true }
    return false
  }
}
