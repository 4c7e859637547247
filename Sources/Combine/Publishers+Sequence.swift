extension Publishers {
  /// Publishes the elements of a sequence, one per request, then finishes: what
  /// `[1, 2, 3].publisher` returns.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The elements.
    public typealias Output = Elements.Element
    /// The sequence.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    /// Attaches `subscriber`, which receives the elements as it asks for them.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(subscription: SequenceSubscription(sequence, subscriber))
    }
  }
}

/// Hands a sequence's elements to one subscriber as it asks for them.
private final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>:
  Subscription, @unchecked Sendable
where Downstream.Input == Elements.Element {
  private var iterator: Elements.Iterator
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var isSending = false

  init(_ elements: Elements, _ downstream: Downstream) {
    iterator = elements.makeIterator()
    self.downstream = downstream
  }

  func request(_ more: Subscribers.Demand) {
    demand += more
    // A request made from inside `receive` adds to the demand of the loop already running.
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while let downstream, demand > 0 {
      guard let next = iterator.next() else {
        self.downstream = nil
        downstream.receive(completion: .finished)
        return
      }
      demand -= 1
      demand += downstream.receive(next)
    }
  }

  func cancel() { downstream = nil }
}

extension Sequence {
  /// The elements as a publisher that cannot fail.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
