extension Publishers {
  /// Publishes each upstream value, and the completion, a while after it came: what
  /// `delay` returns.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How long each value waits.
    public let interval: Context.SchedulerTimeType.Stride
    /// The tolerance the scheduler may take.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// Where values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Attaches `subscriber`, which receives each value `interval` after it came, on the
    /// scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, options, interval, tolerance) = (scheduler, options, interval, tolerance)
      let later = { (action: @escaping () -> Void) in
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
          action)
      }
      let relay = Relay(
        subscriber,
        complete: { completion in later { subscriber.receive(completion: completion) } },
        forward: { value in
          later { _ = subscriber.receive(value) }
          return .none
        })
      upstream.receive(subscriber: relay)
    }
  }
}

extension Publisher {
  /// Each value, and the completion, `interval` later, delivered on `scheduler`:
  /// `Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main)`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}
