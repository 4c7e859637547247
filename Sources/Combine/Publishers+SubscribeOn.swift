extension Publishers {
  /// Subscribes to the upstream, and asks it for values and cancels it, on a scheduler:
  /// what `subscribe(on:)` returns. Values arrive wherever the upstream sends them (use
  /// `receive(on:)` to move them).
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Where the subscription, requests and cancellation happen.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Makes a publisher that subscribes to `upstream` on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`: the upstream is subscribed to on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      let upstream = upstream
      let moved = AnySubscriber<Output, Failure>(
        receiveSubscription: { subscription in
          subscriber.receive(
            subscription: ScheduledSubscription(subscription) { work in
              scheduler.schedule(options: options, work)
            })
        },
        receiveValue: subscriber.receive(_:),
        receiveCompletion: subscriber.receive(completion:))
      scheduler.schedule(options: options) { upstream.receive(subscriber: moved) }
    }
  }
}

extension Publisher {
  /// The same publisher, subscribed to on `scheduler`: the upstream's work (such as a
  /// `Future`'s or a `Deferred`'s) starts there rather than where `sink` is called.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// A subscription whose requests and cancellation run through `perform` (on a
/// scheduler).
private final class ScheduledSubscription: Subscription, @unchecked Sendable {
  private let base: any Subscription
  private let perform: (@escaping () -> Void) -> Void

  init(_ base: any Subscription, perform: @escaping (@escaping () -> Void) -> Void) {
    self.base = base
    self.perform = perform
  }

  var combineIdentifier: CombineIdentifier { base.combineIdentifier }

  func request(_ demand: Subscribers.Demand) {
    let base = base
    perform { base.request(demand) }
  }

  func cancel() {
    let base = base
    perform { base.cancel() }
  }
}
