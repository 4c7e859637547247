import Foundation

/// The subscription a pushing source (a subject, a `@Published` property, `Just`) gives
/// each subscriber: it counts the subscriber's demand and delivers only what was asked
/// for. Values pushed while the subscriber wants none are dropped for it, as a subject
/// does. Callbacks run outside the lock, so a subscriber may cancel or send from inside
/// one.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// A value to send at the first request (a current value, `Just`'s output).
  private var initial: (() -> Output)?
  private var finishesAfterInitial: Bool
  private let detach: () -> Void

  /// A conduit to `downstream`; `detach` removes it from its source when cancelled.
  init(
    _ downstream: AnySubscriber<Output, Failure>, initial: (() -> Output)? = nil,
    finishesAfterInitial: Bool = false, detach: @escaping () -> Void = {}
  ) {
    self.downstream = downstream
    self.initial = initial
    self.finishesAfterInitial = finishesAfterInitial
    self.detach = detach
  }

  func request(_ more: Subscribers.Demand) {
    let first = lock.withLock { () -> (() -> Output)? in
      demand += more
      // Kept until a request actually asks for a value.
      guard demand > 0, let first = initial else { return nil }
      initial = nil
      return first
    }
    guard let first else { return }
    send(first())
    if finishesAfterInitial { finish(.finished) }
  }

  /// Delivers `value` if the subscriber wants one.
  func send(_ value: Output) {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(value)
    lock.withLock { demand += more }
  }

  /// Delivers `value` and then finishes: at once if the subscriber wants a value, else
  /// at its first request (a future's result is never dropped for want of demand).
  func resolve(_ value: Output) {
    let deliversNow = lock.withLock { () -> Bool in
      guard downstream != nil else { return false }
      guard demand == 0 else { return true }
      initial = { value }
      finishesAfterInitial = true
      return false
    }
    guard deliversNow else { return }
    send(value)
    finish(.finished)
  }

  /// Ends the subscription with `completion`.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      defer { downstream = nil }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func cancel() {
    lock.withLock { downstream = nil }
    detach()
  }
}
