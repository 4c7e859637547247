import Foundation

/// The subscription an operator that gathers values from several subscriptions (`zip`,
/// `flatMap`) gives its subscriber: it keeps what the
/// subscriber has not asked for yet and delivers it, in order, as it asks. A finish
/// waits behind the kept values; a failure goes at once. Deliveries never overlap, and
/// run outside the lock, so a subscriber may request or cancel from inside one.
final class Outbox<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var queue: [Output] = []
  private var ending: Subscribers.Completion<Failure>?
  private var isDelivering = false
  private let onCancel: () -> Void

  /// An outbox to `downstream`; `onCancel` stops the operator's upstreams.
  init(_ downstream: AnySubscriber<Output, Failure>, onCancel: @escaping () -> Void = {}) {
    self.downstream = downstream
    self.onCancel = onCancel
  }

  /// Gives the outbox to its subscriber as its subscription.
  func open() {
    lock.withLock { downstream }?.receive(subscription: self)
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
    drain()
  }

  func cancel() {
    lock.withLock {
      downstream = nil
      queue = []
    }
    onCancel()
  }

  /// Delivers `value` when the subscriber wants it.
  func send(_ value: Output) {
    lock.withLock {
      guard downstream != nil, ending == nil else { return }
      queue.append(value)
    }
    drain()
  }

  /// Ends the subscription: after the kept values if it finished, at once if it failed.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      guard ending == nil else { return }
      ending = completion
      if case .failure = completion { queue = [] }
    }
    drain()
  }

  /// What the delivery loop does next.
  private enum Next {
    case value(Output, AnySubscriber<Output, Failure>)
    case end(Subscribers.Completion<Failure>, AnySubscriber<Output, Failure>)
    case stop
  }

  private func drain() {
    guard
      lock.withLock({ () -> Bool in
        defer { isDelivering = true }
        return !isDelivering
      })
    else { return }
    while true {
      // Deciding to stop and letting go happen together, so no value sent meanwhile is
      // left waiting.
      let next = lock.withLock { () -> Next in
        if let downstream, !queue.isEmpty, demand > 0 {
          demand -= 1
          return .value(queue.removeFirst(), downstream)
        }
        isDelivering = false
        guard let downstream, queue.isEmpty, let ending else { return .stop }
        self.downstream = nil
        return .end(ending, downstream)
      }
      switch next {
      case .value(let value, let target):
        let more = target.receive(value)
        if more > 0 { request(more) }
      case .end(let completion, let target):
        target.receive(completion: completion)
        return
      case .stop:
        return
      }
    }
  }
}
