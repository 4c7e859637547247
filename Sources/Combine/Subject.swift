/// A publisher that code sends values through: `send(_:)` publishes to every subscriber.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Publishes `value`.
  func send(_ value: Output)
  /// Ends every subscription with `completion`.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives the subject an upstream subscription, which it asks for every value.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Publishes `()`.
  public func send() { send(()) }
}

extension Publisher {
  /// Publishes this publisher's values and completion through `subject`.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}
