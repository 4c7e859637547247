/// Publishes nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether subscribers are told it finished.
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// Gives the subscriber nothing (and the completion, if it completes at once).
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}
