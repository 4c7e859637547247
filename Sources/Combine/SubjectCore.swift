import Foundation

/// What subjects, `@Published` properties and `objectWillChange` share: the subscribers,
/// delivery to each of them, and the completion once it happened.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var conduits: [UInt64: Conduit<Output, Failure>] = [:]
  private var completion: Subscribers.Completion<Failure>?
  private var nextID: UInt64 = 0

  /// Attaches `subscriber`; `initial` gives a value it receives when it first asks.
  func attach<S: Subscriber>(_ subscriber: S, initial: (() -> Output)? = nil)
  where S.Input == Output, S.Failure == Failure {
    let downstream = AnySubscriber(subscriber)
    // Checked and registered at once, so a completion cannot fall between the two.
    let (conduit, ended) = lock.withLock {
      () -> (Conduit<Output, Failure>?, Subscribers.Completion<Failure>?) in
      if let completion { return (nil, completion) }
      nextID += 1
      let id = nextID
      let conduit = Conduit(downstream, initial: initial) { [weak self] in self?.remove(id) }
      conduits[id] = conduit
      return (conduit, nil)
    }
    guard let conduit else {
      subscriber.receive(subscription: Subscriptions.empty)
      if let ended { subscriber.receive(completion: ended) }
      return
    }
    subscriber.receive(subscription: conduit)
  }

  /// Sends `value` to every subscriber that wants one.
  func send(_ value: Output) {
    for conduit in lock.withLock({ completion == nil ? Array(conduits.values) : [] }) {
      conduit.send(value)
    }
  }

  /// Ends every subscription; later subscribers receive the completion at once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let ended = lock.withLock { () -> [Conduit<Output, Failure>] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [:] }
      return Array(conduits.values)
    }
    for conduit in ended { conduit.finish(completion) }
  }

  /// The number of live subscriptions.
  var subscriberCount: Int { lock.withLock { conduits.count } }

  private func remove(_ id: UInt64) { _ = lock.withLock { conduits.removeValue(forKey: id) } }
}
