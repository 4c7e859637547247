/// The publisher an `ObservableObject` announces its changes through: `send()` tells
/// every subscriber (the views that read the object) that it is about to change.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// It publishes no value, only the moment.
  public typealias Output = Void
  /// It cannot fail.
  public typealias Failure = Never

  private let core = SubjectCore<Void, Never>()

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Tells subscribers the object will change.
  public func send() { core.send(()) }

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    core.attach(subscriber)
  }

  /// The number of live subscriptions.
  package var subscriberCount: Int { core.subscriberCount }
}
