extension Publishers {
  /// Publishes at most one value per interval: what `throttle` returns.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The interval.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where values are delivered.
    public let scheduler: Context
    /// Whether the last value of an interval is published (else its first).
    public let latest: Bool

    /// Attaches `subscriber`: the first value goes at once, then one value (the interval's
    /// first or latest) at the end of each interval that had any.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let window = ThrottleWindow<Output, Context>(
        interval: interval, scheduler: scheduler, latest: latest
      ) { _ = subscriber.receive($0) }
      let relay = Relay(
        subscriber,
        complete: { completion in
          window.finish { subscriber.receive(completion: completion) }
        },
        forward: { value in
          window.offer(value)
          return .none
        })
      upstream.receive(subscriber: relay)
    }
  }
}

/// The state of one throttled subscription: whether an interval is running, and the value
/// it will publish when it ends.
private final class ThrottleWindow<Value, Context: Scheduler>: @unchecked Sendable {
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private let deliver: (Value) -> Void
  private let state = LockedValue<(isOpen: Bool, pending: Value?, isFinished: Bool)>(
    (false, nil, false))

  init(
    interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool,
    deliver: @escaping (Value) -> Void
  ) {
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    self.deliver = deliver
  }

  /// Ends the subscription on the scheduler: the interval's pending value goes first, then
  /// `complete` runs, and nothing is delivered after it.
  func finish(_ complete: @escaping () -> Void) {
    scheduler.schedule {
      var due: Value?
      self.state.update { state in
        due = state.pending
        state = (isOpen: true, pending: nil, isFinished: true)
      }
      if let due { self.deliver(due) }
      complete()
    }
  }

  func offer(_ value: Value) {
    var startsInterval = false
    state.update { state in
      if state.isFinished { return }
      if state.isOpen {
        if latest || state.pending == nil { state.pending = value }
      } else {
        state.isOpen = true
        startsInterval = true
      }
    }
    guard startsInterval else { return }
    scheduler.schedule { self.deliver(value) }
    scheduleEnd()
  }

  private func scheduleEnd() {
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
      options: nil
    ) {
      var due: Value?
      self.state.update { state in
        guard !state.isFinished else { return }
        due = state.pending
        state.pending = nil
        state.isOpen = due != nil
      }
      guard let due else { return }
      self.deliver(due)
      self.scheduleEnd()
    }
  }
}

extension Publisher {
  /// At most one value per `interval`, delivered on `scheduler`: the first at once, then
  /// the latest (or first) of each following interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
