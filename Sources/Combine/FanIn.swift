import Foundation

/// What an operator with several upstreams (`combineLatest`, `merge`) keeps for one
/// subscriber: the outbox to it, which keeps the values it has not asked for yet, and
/// the sinks on the upstreams, which ask for every value. It finishes once every
/// upstream has finished (after the kept values), and fails as soon as one fails;
/// cancelling it cancels every upstream.
final class FanIn<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var sinks: [any Cancellable] = []
  private var unfinished: Int
  private var isDone = false
  private var outbox: Outbox<Output, Failure>!

  init<S: Subscriber>(_ subscriber: S, upstreams: Int)
  where S.Input == Output, S.Failure == Failure {
    unfinished = upstreams
    outbox = Outbox(AnySubscriber(subscriber), onCancel: { [weak self] in self?.cancelUpstreams() })
  }

  /// Gives the subscriber its subscription; call before attaching the upstreams.
  func open() { outbox.open() }

  /// Subscribes to `upstream`, handing its values to `receive`.
  func attach<P: Publisher>(_ upstream: P, receive: @escaping (P.Output) -> Void)
  where P.Failure == Failure {
    // The sink keeps this fan-in alive while its upstream runs, and lets it go when the
    // upstream ends or is cancelled.
    let sink = Subscribers.Sink<P.Output, Failure>(
      receiveCompletion: { self.upstreamCompleted($0) }, receiveValue: receive)
    lock.withLock { sinks.append(sink) }
    upstream.subscribe(sink)
  }

  /// Sends `value` downstream, when it asks for it.
  func send(_ value: Output) {
    guard !lock.withLock({ isDone }) else { return }
    outbox.send(value)
  }

  private func upstreamCompleted(_ completion: Subscribers.Completion<Failure>) {
    let ends = lock.withLock { () -> Bool in
      guard !isDone else { return false }
      if case .failure = completion {
        isDone = true
        return true
      }
      unfinished -= 1
      isDone = unfinished == 0
      return isDone
    }
    guard ends else { return }
    outbox.finish(completion)
    if case .failure = completion { cancelUpstreams() }
  }

  private func cancelUpstreams() {
    let all = lock.withLock { () -> [any Cancellable] in
      isDone = true
      defer { sinks = [] }
      return sinks
    }
    for sink in all { sink.cancel() }
  }
}
