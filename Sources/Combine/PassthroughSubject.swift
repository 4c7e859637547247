/// A subject that passes each value it is sent to the subscribers there are at the time;
/// it keeps no value.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }

  /// Publishes `value` to the current subscribers.
  public func send(_ value: Output) { core.send(value) }

  /// Ends every subscription.
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  /// Asks `subscription` for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
