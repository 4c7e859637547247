import Foundation

/// A publisher's values as an asynchronous sequence, for `for await value in
/// publisher.values`: what `values` returns on a publisher that cannot fail. Each
/// iteration asks the publisher for one value; the loop ends when it finishes.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The publisher's values.
  public typealias Element = P.Output

  /// Hands out the values one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inbox: AsyncInbox<P.Output, Never>
    fileprivate let ending: IterationEnd

    /// The next value, or nil once the publisher has finished (or the task was
    /// cancelled, which cancels the subscription).
    public mutating func next() async -> P.Output? {
      try? await inbox.next()
    }
  }

  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes to the publisher, asking for nothing until the first `next()`.
  public func makeAsyncIterator() -> Iterator {
    let inbox = AsyncInbox<P.Output, Never>()
    publisher.subscribe(inbox)
    return Iterator(inbox: inbox, ending: IterationEnd(inbox.cancel))
  }
}

/// A publisher's values as an asynchronous sequence that throws its failure: what
/// `values` returns on a publisher that can fail.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The publisher's values.
  public typealias Element = P.Output

  /// Hands out the values one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inbox: AsyncInbox<P.Output, P.Failure>
    fileprivate let ending: IterationEnd

    /// The next value, nil once the publisher has finished, or its failure thrown.
    public mutating func next() async throws -> P.Output? {
      try await inbox.next()
    }
  }

  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes to the publisher, asking for nothing until the first `next()`.
  public func makeAsyncIterator() -> Iterator {
    let inbox = AsyncInbox<P.Output, P.Failure>()
    publisher.subscribe(inbox)
    return Iterator(inbox: inbox, ending: IterationEnd(inbox.cancel))
  }
}

extension Publisher where Failure == Never {
  /// The publisher's values, for `for await value in publisher.values`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The publisher's values, for `for try await value in publisher.values`; its
  /// failure is thrown.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Cancels an iteration's subscription when its iterator goes: a loop left with `break`
/// or `return` stops the publisher, as task cancellation does.
private final class IterationEnd: @unchecked Sendable {
  private let cancel: () -> Void
  init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
  deinit { cancel() }
}

/// What an inbox does with a subscription it is given.
private enum SubscriptionStep { case refuse, ask, wait }

/// The subscriber behind an async publisher's iterator: it asks for one value per
/// `next()` and hands it to the waiting task.
private final class AsyncInbox<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let lock = NSLock()
  private var subscription: (any Subscription)?
  private var waiting: CheckedContinuation<UncheckedSendable<Input?>, any Error>?
  private var wantsValue = false
  private var ended: Subscribers.Completion<Failure>?
  private var isCancelled = false

  func receive(subscription: any Subscription) {
    let next = lock.withLock { () -> SubscriptionStep in
      guard self.subscription == nil, !isCancelled else { return .refuse }
      self.subscription = subscription
      return wantsValue ? .ask : .wait
    }
    switch next {
    case .refuse: subscription.cancel()
    case .ask: subscription.request(.max(1))
    case .wait: break
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let continuation = lock.withLock {
      () -> CheckedContinuation<UncheckedSendable<Input?>, any Error>? in
      wantsValue = false
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: UncheckedSendable(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let continuation = lock.withLock {
      () -> CheckedContinuation<UncheckedSendable<Input?>, any Error>? in
      // A waiting task is told now (a failure thrown once); later calls end with nil.
      ended = waiting == nil ? completion : .finished
      subscription = nil
      defer { waiting = nil }
      return waiting
    }
    continuation.map { Self.end($0, with: completion) }
  }

  /// Waits for the next value.
  func next() async throws -> Input? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let subscription = lock.withLock { () -> (any Subscription)? in
          if let ended {
            Self.end(continuation, with: ended)
            // A failure is thrown once; the iteration then ends with nil.
            self.ended = .finished
            return nil
          }
          if isCancelled {
            continuation.resume(returning: UncheckedSendable(nil))
            return nil
          }
          waiting = continuation
          wantsValue = true
          return self.subscription
        }
        subscription?.request(.max(1))
      }.value
    } onCancel: {
      cancel()
    }
  }

  /// Ends the iteration: the task waiting gets nil, and the subscription is cancelled.
  func cancel() {
    let (subscription, continuation) = lock.withLock {
      isCancelled = true
      defer {
        self.subscription = nil
        waiting = nil
      }
      return (self.subscription, waiting)
    }
    subscription?.cancel()
    continuation?.resume(returning: UncheckedSendable(nil))
  }

  private static func end(
    _ continuation: CheckedContinuation<UncheckedSendable<Input?>, any Error>,
    with completion: Subscribers.Completion<Failure>
  ) {
    switch completion {
    case .finished: continuation.resume(returning: UncheckedSendable(nil))
    case .failure(let error): continuation.resume(throwing: error)
    }
  }
}
