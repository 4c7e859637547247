/// A publisher behind a type-erasing wrapper: `publisher.eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    attach = { publisher.receive(subscriber: $0) }
  }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    attach(AnySubscriber(subscriber))
  }
}
