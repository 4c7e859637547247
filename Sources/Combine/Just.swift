/// Publishes one value to each subscriber, then finishes.
public struct Just<Output>: Publisher {
  /// Just cannot fail.
  public typealias Failure = Never

  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value when the subscriber asks for one, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let output = output
    subscriber.receive(
      subscription: Conduit(
        AnySubscriber(subscriber), initial: { output }, finishesAfterInitial: true))
  }
}
