import Foundation

/// The subscription an operator that moves from one upstream to the next gives its
/// subscriber (`catch` and `retry` after a failure, `append` after the end,
/// `switchToLatest` on each new publisher). It counts the subscriber's demand, so each new
/// upstream is asked for what the one before still owed, and passes on only the values of
/// the upstream attached last.
final class Handoff<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var current: (any Subscription)?
  /// Counts attachments: a subscription or value from an upstream replaced since is
  /// ignored.
  private var generation = 0
  private let onCancel: () -> Void

  /// A handoff to `downstream`; `onCancel` stops anything else the operator started.
  init(_ downstream: AnySubscriber<Output, Failure>, onCancel: @escaping () -> Void = {}) {
    self.downstream = downstream
    self.onCancel = onCancel
  }

  /// Whether the subscription has ended.
  var isFinished: Bool { lock.withLock { downstream == nil } }

  /// Cancels the current upstream and subscribes to `upstream`, whose completion goes to
  /// `completed` (which usually attaches the next upstream or calls `finish`).
  func attach<P: Publisher>(
    _ upstream: P, completed: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) where P.Output == Output {
    let (previous, number) = lock.withLock { () -> ((any Subscription)?, Int) in
      generation += 1
      defer { current = nil }
      return (current, generation)
    }
    previous?.cancel()
    guard !isFinished else { return }
    // The upstream keeps the handoff alive while it runs.
    upstream.subscribe(
      AnySubscriber<Output, P.Failure>(
        receiveSubscription: { self.began($0, number) },
        receiveValue: { self.forward($0, number) },
        receiveCompletion: { completion in
          if self.release(number) { completed(completion) }
        }))
  }

  /// Ends the subscription with `completion`.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      defer { downstream = nil }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    let upstream = lock.withLock { () -> (any Subscription)? in
      demand += more
      return current
    }
    upstream?.request(more)
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      downstream = nil
      generation += 1
      defer { current = nil }
      return current
    }
    upstream?.cancel()
    onCancel()
  }

  private func began(_ subscription: any Subscription, _ number: Int) {
    let owed = lock.withLock { () -> Subscribers.Demand? in
      guard number == generation, downstream != nil else { return nil }
      current = subscription
      return demand
    }
    guard let owed else { return subscription.cancel() }
    if owed > 0 { subscription.request(owed) }
  }

  private func forward(_ value: Output, _ number: Int) -> Subscribers.Demand {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      guard number == generation, let downstream else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(value)
    lock.withLock { demand += more }
    return more
  }

  /// Forgets the upstream numbered `number` as it completes; whether it was the current
  /// one.
  private func release(_ number: Int) -> Bool {
    lock.withLock {
      guard number == generation, downstream != nil else { return false }
      current = nil
      return true
    }
  }
}
