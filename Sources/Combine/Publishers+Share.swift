import Foundation

extension Publishers {
  /// Shares one subscription to its upstream among all its subscribers: what `share()`
  /// returns. The upstream is subscribed to when the first subscriber attaches, and
  /// cancelled when the last one cancels; a subscriber hears only what the upstream
  /// publishes after it attached, and one that attaches after the upstream completed
  /// hears only the completion.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The upstream publisher.
    public let upstream: Upstream
    private let lock = NSLock()
    private let subject = PassthroughSubject<Output, Failure>()
    private var subscribers = 0
    private var connection: AnyCancellable?

    /// Shares `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`, subscribing to the upstream if it is the first.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let counted = AnySubscriber<Output, Failure>(
        receiveSubscription: { subscription in
          subscriber.receive(
            subscription: CancelReportingSubscription(subscription) { self.release() })
        },
        receiveValue: subscriber.receive(_:),
        receiveCompletion: subscriber.receive(completion:))
      subject.receive(subscriber: counted)
      let isFirst = lock.withLock {
        subscribers += 1
        return subscribers == 1
      }
      guard isFirst else { return }
      let subject = subject
      let connection = upstream.sink(
        receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
      lock.withLock { self.connection = connection }
    }

    /// Cancels the upstream when the last subscriber leaves.
    private func release() {
      let ended = lock.withLock { () -> AnyCancellable? in
        subscribers -= 1
        guard subscribers == 0 else { return nil }
        defer { connection = nil }
        return connection
      }
      ended?.cancel()
    }

    /// Whether `lhs` and `rhs` are the same shared publisher.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

extension Publisher {
  /// This publisher, shared: every subscriber hears one subscription to it, so work
  /// such as a network request runs once however many subscribe.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
