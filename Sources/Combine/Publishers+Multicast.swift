import Foundation

extension Publishers {
  /// Sends one subscription's values to many subscribers through a subject, once
  /// connected: what `multicast(_:)` and `multicast(subject:)` return. Subscribers attach
  /// to the subject; `connect()` subscribes the subject to the upstream.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The upstream publisher.
    public let upstream: Upstream
    /// Makes the subject, once, when it is first needed.
    public let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var made: SubjectType?
    /// The upstream subscriptions `connect()` made, kept for as long as the publisher.
    private var connections: [AnyCancellable] = []

    /// Multicasts `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      if let made = lock.withLock({ made }) { return made }
      // The app's closure runs outside the lock; the first subject made is kept.
      let fresh = createSubject()
      return lock.withLock {
        if let made { return made }
        made = fresh
        return fresh
      }
    }

    /// Attaches `subscriber` to the subject: it hears what the upstream publishes once
    /// connected.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream; cancel the result to stop. The connection
    /// lasts until then, even if the result is not kept (it is not an `AnyCancellable`).
    public func connect() -> any Cancellable {
      let subject = subject
      let connection = upstream.sink(
        receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
      lock.withLock { connections.append(connection) }
      return Connection { connection.cancel() }
    }
  }

  /// A publisher that starts only when connected: what `makeConnectable()` returns.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Holds `upstream` back until `connect()`.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    /// Attaches `subscriber`; it hears the upstream once connected.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      multicast.receive(subscriber: subscriber)
    }

    /// Subscribes to the upstream; cancel the result to stop.
    public func connect() -> any Cancellable { multicast.connect() }
  }
}

extension Publisher {
  /// Shares this publisher's values among subscribers through the subject
  /// `createSubject` makes, starting when `connect()` is called, so that every
  /// subscriber attached by then hears from the first value.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares this publisher's values among subscribers through `subject`, starting when
  /// `connect()` is called.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publisher where Failure == Never {
  /// This publisher, held back until `connect()`: subscribers attach first, then all
  /// hear the same values.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

/// What `connect()` returns: it stops the connection when cancelled, and only then.
private struct Connection: Cancellable {
  let stop: () -> Void
  func cancel() { stop() }
}
