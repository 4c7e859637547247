import Foundation

extension Publishers {
  /// When a buffer asks its upstream for values.
  public enum PrefetchStrategy: Sendable {
    /// Asks for as many values as the buffer holds at once, and for more as it empties.
    case keepFull
    /// Asks for every value at once, and keeps what the subscriber has not asked for.
    case byRequest
  }

  /// What a full buffer does with another value.
  public enum BufferingStrategy<Failure: Error> {
    /// Drops the value that came.
    case dropNewest
    /// Drops the oldest value kept, to keep the new one.
    case dropOldest
    /// Fails with the error the closure makes.
    case customError(() -> Failure)
  }

  /// Keeps up to `size` values the subscriber has not asked for yet: what
  /// `buffer(size:prefetch:whenFull:)` returns. A slow subscriber with
  /// `whenFull: .dropOldest` gets the latest values.
  public struct Buffer<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many values it keeps.
    public let size: Int
    /// When it asks the upstream for values.
    public let prefetch: PrefetchStrategy
    /// What it does when full.
    public let whenFull: BufferingStrategy<Failure>

    /// Buffers `upstream`'s values.
    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    /// Attaches `subscriber`, which gets the kept values as it asks for them.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        BufferInbox(
          subscriber, size: Swift.max(size, 1), prefetch: prefetch, whenFull: whenFull))
    }
  }
}

extension Publisher {
  /// Keeps up to `size` values the subscriber has not asked for yet, asking the upstream
  /// for values as `prefetch` says, and handling one more as `whenFull` says.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

/// Sits between the upstream and the subscriber: keeps the values, hands them on as
/// the subscriber asks.
private final class BufferInbox<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private let lock = NSLock()
  private var kept: [Input] = []
  private var demand = Subscribers.Demand.none
  private var upstream: (any Subscription)?
  private var ending: Subscribers.Completion<Failure>?
  private var isDelivering = false
  private var isDone = false

  /// What `deliver()` does next.
  private enum Step {
    case value(Input)
    case complete(Subscribers.Completion<Failure>)
    case stop
  }

  init(
    _ downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
    subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    var failure: Failure?
    lock.withLock {
      guard !isDone else { return }
      if kept.count < size {
        kept.append(input)
      } else {
        switch whenFull {
        case .dropNewest: break
        case .dropOldest:
          kept.removeFirst()
          kept.append(input)
        case .customError(let makeError):
          failure = makeError()
        }
      }
    }
    if let failure {
      let upstream = lock.withLock { () -> (any Subscription)? in
        ending = .failure(failure)
        kept = []
        defer { self.upstream = nil }
        return self.upstream
      }
      upstream?.cancel()
    }
    return deliver()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      if ending == nil { ending = completion }
      upstream = nil
    }
    _ = deliver()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
    let more = deliver()
    if more > 0 { lock.withLock { upstream }?.request(more) }
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      isDone = true
      kept = []
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }

  /// Hands on what the subscriber asked for, then the completion once nothing is kept;
  /// returns how many more values to ask the upstream for (to keep the buffer full).
  private func deliver() -> Subscribers.Demand {
    var delivered = 0
    while true {
      let step = lock.withLock { () -> Step in
        guard !isDone, !isDelivering else { return .stop }
        if demand > 0, !kept.isEmpty {
          demand -= 1
          // Taken with the value, so no other thread hands one on meanwhile.
          isDelivering = true
          return .value(kept.removeFirst())
        }
        if let ending, kept.isEmpty || ending.isFailure {
          isDone = true
          return .complete(ending)
        }
        return .stop
      }
      switch step {
      case .value(let value):
        delivered += 1
        let more = downstream.receive(value)
        lock.withLock {
          isDelivering = false
          demand += more
        }
      case .complete(let completion):
        downstream.receive(completion: completion)
        return .none
      case .stop:
        return prefetch == .keepFull && delivered > 0 ? .max(delivered) : .none
      }
    }
  }
}

extension Subscribers.Completion {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
