extension Publishers {
  /// Delivers the upstream's values and completion on a scheduler: what `receive(on:)`
  /// returns.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Where values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Attaches `subscriber`, which receives everything on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      let relay = Relay(
        subscriber,
        complete: { completion in
          scheduler.schedule(options: options) { subscriber.receive(completion: completion) }
        },
        forward: { value in
          scheduler.schedule(options: options) { _ = subscriber.receive(value) }
          return .none
        })
      upstream.receive(subscriber: relay)
    }
  }
}

extension Publisher {
  /// The same values and completion, delivered on `scheduler`:
  /// `.receive(on: DispatchQueue.main)` before updating a model that views read.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}
