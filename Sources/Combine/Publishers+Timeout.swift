import Foundation

extension Publishers {
  /// Publishes the upstream's values on a scheduler, ending if the upstream is quiet for
  /// too long: what `timeout` returns.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How long the upstream may be quiet.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where values are delivered and time is told.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Makes the failure a timeout ends with; without it a timeout finishes normally.
    public let customError: (() -> Upstream.Failure)?

    /// Attaches `subscriber`, which receives the values and completion on the scheduler;
    /// once `interval` passes after the subscription or the last value with nothing
    /// new, the upstream is cancelled and the subscriber ends.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: TimeoutGate(
          AnySubscriber(subscriber), interval: interval, scheduler: scheduler,
          options: options, customError: customError))
    }
  }
}

/// One `timeout` subscription: it restarts the clock with each value, and when the clock
/// runs out first, cancels the upstream and ends the subscriber.
private final class TimeoutGate<Output, Failure: Error, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Output

  private let lock = NSLock()
  private let downstream: AnySubscriber<Output, Failure>
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  private var upstream: (any Subscription)?
  /// Counts values: a clock started before the last one is void.
  private var clock = 0
  private var isEnded = false

  init(
    _ downstream: AnySubscriber<Output, Failure>, interval: Context.SchedulerTimeType.Stride,
    scheduler: Context, options: Context.SchedulerOptions?, customError: (() -> Failure)?
  ) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
    startClock()
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    guard !lock.withLock({ isEnded }) else { return .none }
    startClock()
    scheduler.schedule(options: options) {
      guard !self.lock.withLock({ self.isEnded }) else { return }
      let more = self.downstream.receive(input)
      if more > 0 { self.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { self.end(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let held = lock.withLock { () -> (any Subscription)? in
      isEnded = true
      defer { upstream = nil }
      return upstream
    }
    held?.cancel()
  }

  private func startClock() {
    let started = lock.withLock { () -> Int in
      clock += 1
      return clock
    }
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
      options: options
    ) {
      guard self.lock.withLock({ self.clock == started && !self.isEnded }) else { return }
      self.lock.withLock { self.upstream }?.cancel()
      self.end(self.customError.map { .failure($0()) } ?? .finished)
    }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    let ends = lock.withLock { () -> Bool in
      defer {
        isEnded = true
        upstream = nil
      }
      return !isEnded
    }
    if ends { downstream.receive(completion: completion) }
  }
}

extension Publisher {
  /// The values, delivered on `scheduler`, ending the subscription if this publisher is
  /// quiet for `interval`: with `customError`'s failure, or a normal finish without one.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
