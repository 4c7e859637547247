extension Publishers {
  /// Publishes a value once the upstream has been quiet for a while: what `debounce`
  /// returns.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How long the upstream must be quiet.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Where values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Attaches `subscriber`, which receives the last value of each burst, `dueTime` after
    /// it, on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, options, dueTime) = (scheduler, options, dueTime)
      // Each value starts a new wait; a wait that ends with a newer value pending is void.
      let latest = LockedValue(0)
      let relay = Relay(
        subscriber,
        complete: { completion in
          latest.update { $0 += 1 }
          scheduler.schedule(options: options) { subscriber.receive(completion: completion) }
        },
        forward: { value in
          let wait = latest.update { $0 += 1 }
          scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
            options: options
          ) {
            if latest.current == wait { _ = subscriber.receive(value) }
          }
          return .none
        })
      upstream.receive(subscriber: relay)
    }
  }
}

extension Publisher {
  /// Each value that is not followed by another within `dueTime`, delivered on
  /// `scheduler`: `$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}
