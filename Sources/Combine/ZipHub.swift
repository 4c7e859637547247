import Foundation

/// What `zip` keeps for one subscriber: each upstream's values not yet paired, and the
/// outbox where the tuples wait for the subscriber's demand. It finishes once an
/// upstream has finished with no value left to pair, and fails as soon as one fails;
/// cancelling it cancels every upstream.
final class ZipHub<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var queues: [[Any]]
  private var finished: [Bool]
  private var sinks: [any Cancellable] = []
  private var isDone = false
  private let combine: ([Any]) -> Output
  private var outbox: Outbox<Output, Failure>!

  /// A hub for `upstreams` upstreams, whose heads `combine` makes into one value.
  init<S: Subscriber>(_ subscriber: S, upstreams: Int, combine: @escaping ([Any]) -> Output)
  where S.Input == Output, S.Failure == Failure {
    queues = Array(repeating: [], count: upstreams)
    finished = Array(repeating: false, count: upstreams)
    self.combine = combine
    outbox = Outbox(AnySubscriber(subscriber), onCancel: { [weak self] in self?.cancelUpstreams() })
    outbox.open()
  }

  /// Subscribes to `upstream`, the one at `index`.
  func attach<P: Publisher>(_ upstream: P, at index: Int) where P.Failure == Failure {
    let sink = Subscribers.Sink<P.Output, Failure>(
      receiveCompletion: { self.completed(index, $0) },
      receiveValue: { self.received($0, at: index) })
    lock.withLock { sinks.append(sink) }
    upstream.subscribe(sink)
  }

  private func received(_ value: Any, at index: Int) {
    let (heads, ends) = lock.withLock { () -> ([Any]?, Bool) in
      guard !isDone else { return (nil, false) }
      queues[index].append(value)
      guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
      let heads = queues.indices.map { queues[$0].removeFirst() }
      return (heads, endsWithoutMore())
    }
    if let heads { outbox.send(combine(heads)) }
    if ends { end(.finished) }
  }

  private func completed(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
    let ends = lock.withLock { () -> Bool in
      guard !isDone else { return false }
      finished[index] = true
      if case .failure = completion { return true }
      return endsWithoutMore()
    }
    if ends { end(completion) }
  }

  /// Whether a finished upstream has nothing left to pair (with the lock held).
  private func endsWithoutMore() -> Bool {
    queues.indices.contains { finished[$0] && queues[$0].isEmpty }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock { isDone = true }
    outbox.finish(completion)
    cancelUpstreams()
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
