import Foundation

extension Publishers {
  /// A connectable publisher that connects itself: what `autoconnect()` returns.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The connectable publisher.
    public let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: (any Cancellable)?

    /// Wraps `upstream`.
    public init(_ upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`, connecting the upstream if it is the first.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let counted = AnySubscriber<Output, Failure>(
        receiveSubscription: { subscription in
          subscriber.receive(
            subscription: CancelReportingSubscription(subscription) { self.release() })
        },
        receiveValue: subscriber.receive(_:),
        receiveCompletion: subscriber.receive(completion:))
      upstream.receive(subscriber: counted)
      let isFirst = lock.withLock {
        subscribers += 1
        return subscribers == 1
      }
      if isFirst {
        let connection = upstream.connect()
        lock.withLock { self.connection = connection }
      }
    }

    /// Disconnects the upstream when the last subscriber leaves.
    private func release() {
      let ended = lock.withLock { () -> (any Cancellable)? in
        subscribers -= 1
        guard subscribers == 0 else { return nil }
        defer { connection = nil }
        return connection
      }
      ended?.cancel()
    }
  }
}
