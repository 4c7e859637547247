import Foundation

extension Publishers {
  /// Publishes the values of the publishers a closure makes from each upstream value, as
  /// they come: what `flatMap` returns.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The inner publishers' values.
    public typealias Output = NewPublisher.Output
    /// The upstream's and the inner publishers' failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many inner publishers may run at once; the upstream is asked for no more.
    public let maxPublishers: Subscribers.Demand
    /// Makes an inner publisher from an upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Attaches `subscriber`, which receives every inner publisher's values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        FlatMapHub<Upstream.Output, NewPublisher>(
          AnySubscriber(subscriber), maxPublishers: maxPublishers, transform: transform))
    }
  }
}

/// One `flatMap` subscription: the upstream, the inner publishers running, and the
/// outbox where their values wait for the subscriber's demand. It finishes once the
/// upstream and every inner publisher have, and fails as soon as any fails.
private final class FlatMapHub<Input, Inner: Publisher>: Subscriber, @unchecked Sendable {
  typealias Failure = Inner.Failure

  private let lock = NSLock()
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> Inner
  private var outbox: Outbox<Inner.Output, Failure>!
  private var upstream: (any Subscription)?
  private var inners: [Int: Subscribers.Sink<Inner.Output, Failure>] = [:]
  private var nextInner = 0
  private var isUpstreamFinished = false
  private var isDone = false

  init(
    _ downstream: AnySubscriber<Inner.Output, Failure>, maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> Inner
  ) {
    self.maxPublishers = maxPublishers
    self.transform = transform
    outbox = Outbox(downstream, onCancel: { [weak self] in self?.cancelAll() })
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard upstream == nil, !isDone else { return false }
      upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    outbox.open()
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let id = lock.withLock { () -> Int? in
      guard !isDone else { return nil }
      nextInner += 1
      return nextInner
    }
    guard let id else { return .none }
    let inner = transform(input)
    let outbox = outbox!
    let sink = Subscribers.Sink<Inner.Output, Failure>(
      receiveCompletion: { self.innerCompleted(id, $0) },
      receiveValue: { outbox.send($0) })
    lock.withLock { inners[id] = sink }
    inner.subscribe(sink)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard case .finished = completion else { return fail(completion) }
    let ends = lock.withLock { () -> Bool in
      isUpstreamFinished = true
      upstream = nil
      return inners.isEmpty && !isDone
    }
    if ends { finish() }
  }

  private func innerCompleted(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
    guard case .finished = completion else { return fail(completion) }
    let (ends, upstream) = lock.withLock { () -> (Bool, (any Subscription)?) in
      inners[id] = nil
      let ends = inners.isEmpty && isUpstreamFinished && !isDone
      return (ends, isDone ? nil : self.upstream)
    }
    if ends { return finish() }
    if maxPublishers != .unlimited { upstream?.request(.max(1)) }
  }

  private func finish() {
    lock.withLock { isDone = true }
    outbox.finish(.finished)
  }

  private func fail(_ completion: Subscribers.Completion<Failure>) {
    guard !lock.withLock({ isDone }) else { return }
    outbox.finish(completion)
    cancelAll()
  }

  private func cancelAll() {
    let (upstream, inners) = lock.withLock {
      () -> ((any Subscription)?, [Subscribers.Sink<Inner.Output, Failure>]) in
      isDone = true
      defer {
        self.upstream = nil
        self.inners = [:]
      }
      return (self.upstream, Array(self.inners.values))
    }
    upstream?.cancel()
    for inner in inners { inner.cancel() }
  }
}

extension Publisher {
  /// The values of the publishers `transform` makes from each value, as they come; at
  /// most `maxPublishers` run at once.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the publishers `transform` makes from each value, which cannot fail,
  /// as they come; at most `maxPublishers` run at once.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes from each value, as they come; at
  /// most `maxPublishers` run at once. The result fails as they do.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
  }

  /// The values of the publishers `transform` makes from each value, as they come; at
  /// most `maxPublishers` run at once. Neither can fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
