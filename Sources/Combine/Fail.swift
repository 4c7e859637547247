/// Ends at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }

  /// Gives the subscriber the failure.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}
