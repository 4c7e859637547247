import Foundation

/// A subject that holds a value: a new subscriber receives it first, and setting `value`
/// (or `send(_:)`) publishes the new one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it publishes it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  /// Attaches `subscriber`, which receives the current value first.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    // Strong: as in Combine, a subscription keeps its subject.
    core.attach(subscriber) { self.value }
  }

  /// Stores and publishes `value`.
  public func send(_ value: Output) {
    lock.withLock { current = value }
    core.send(value)
  }

  /// Ends every subscription.
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  /// Asks `subscription` for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
