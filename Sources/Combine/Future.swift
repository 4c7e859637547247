import Foundation

/// Publishes one value (or a failure) that some work produces later, then finishes:
/// the work starts at once and runs once, however many subscribe.
///
/// ```swift
/// Future<Data, Error> { promise in
///   load { result in promise(result) }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// What the work calls with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private var waiting: [Conduit<Output, Failure>] = []

  /// Starts `attemptToFulfill`, which calls its promise once with the result.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    // The promise keeps the future alive until the work lets it go: a future made and
    // subscribed to in one expression still delivers what slow work produces.
    attemptToFulfill { result in self.fulfill(result) }
  }

  /// Attaches `subscriber`, which receives the result once there is one (a value when it
  /// asks for one).
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let downstream = AnySubscriber(subscriber)
    let conduit = lock.withLock { () -> Conduit<Output, Failure> in
      switch result {
      case .success(let value)?:
        return Conduit(downstream, initial: { value }, finishesAfterInitial: true)
      case .failure?, nil:
        let conduit = Conduit(downstream)
        if result == nil { waiting.append(conduit) }
        return conduit
      }
    }
    subscriber.receive(subscription: conduit)
    if case .failure(let error)? = lock.withLock({ result }) { conduit.finish(.failure(error)) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let subscribers = lock.withLock { () -> [Conduit<Output, Failure>] in
      guard self.result == nil else { return [] }
      self.result = result
      defer { waiting = [] }
      return waiting
    }
    for conduit in subscribers { deliver(result, to: conduit) }
  }

  private func deliver(_ result: Result<Output, Failure>, to conduit: Conduit<Output, Failure>) {
    switch result {
    case .success(let value):
      conduit.resolve(value)
    case .failure(let error):
      conduit.finish(.failure(error))
    }
  }
}
