import Foundation

/// A publisher that starts only when told to: `connect()`, or `autoconnect()` to start
/// with the first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts publishing; cancel the result to stop.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// The publisher, started when the first subscriber attaches and stopped when the last
  /// one leaves: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}
