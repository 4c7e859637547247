/// A source of values over time, which may end with success or a failure. Subscribers
/// attach with `receive(subscriber:)`; most code uses `sink`, `assign` or an operator.
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of error that ends the publisher; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which is first given a subscription to request values with.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber`: the same as `receive(subscriber:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// This publisher behind a type-erasing wrapper, to hide its concrete type in an API.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
