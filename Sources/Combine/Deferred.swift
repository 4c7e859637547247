/// Makes a new publisher for each subscriber, when it subscribes: work wrapped in a
/// `Future` starts only once someone listens, and again for each listener.
///
/// ```swift
/// Deferred { Future<Data, Error> { promise in load(promise) } }
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The made publisher's values.
  public typealias Output = DeferredPublisher.Output
  /// The made publisher's failure.
  public typealias Failure = DeferredPublisher.Failure

  /// Makes the publisher for a subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher that calls `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes a publisher and attaches `subscriber` to it.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}
