extension Publishers {
  /// Publishes, for each upstream value, the time since the one before (the first: since
  /// the subscription), as the scheduler tells time: what `measureInterval(using:)`
  /// returns.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The time between two values.
    public typealias Output = Context.SchedulerTimeType.Stride
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The clock.
    public let scheduler: Context

    /// Measures the time between `upstream`'s values on `scheduler`'s clock.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    /// Attaches `subscriber`, which receives the intervals.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let last = LockedValue<Context.SchedulerTimeType?>(nil)
      upstream.receive(
        subscriber: AnySubscriber<Upstream.Output, Failure>(
          receiveSubscription: { subscription in
            _ = last.exchange(scheduler.now)
            subscriber.receive(subscription: subscription)
          },
          receiveValue: { _ in
            let now = scheduler.now
            let previous = last.exchange(now) ?? now
            return subscriber.receive(previous.distance(to: now))
          },
          receiveCompletion: subscriber.receive(completion:)))
    }
  }
}

extension Publisher {
  /// The time between this publisher's values (the first: since subscribing), as
  /// `scheduler` tells time: `DispatchQueue.SchedulerTimeType.Stride`s, say. `options`
  /// are accepted; reading the clock needs none.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
