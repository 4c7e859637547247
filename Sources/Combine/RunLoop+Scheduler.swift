import Dispatch
import Foundation

extension RunLoop: Scheduler {
  /// A moment on the run loop's clock: a date.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public let date: Date

    /// The moment `date`.
    public init(_ date: Date) { self.date = date }

    /// The span to `other`.
    public func distance(to other: Self) -> SchedulerTimeInterval {
      .seconds(other.date.timeIntervalSince(date))
    }

    /// The moment `n` later.
    public func advanced(by n: SchedulerTimeInterval) -> Self {
      Self(date.addingTimeInterval(n.magnitude))
    }
  }

  /// Options for scheduling on a run loop; there are none.
  public struct SchedulerOptions: Sendable {}

  /// The test host's clock this run loop waits on instead of the wall clock: the main
  /// run loop's, while a host's clock is current.
  private var manualClock: ManualClock? { self === RunLoop.main ? ManualClock.current : nil }

  /// The time now: on the main run loop under a test host, the host's clock's
  /// (`ManualClock`).
  public var now: SchedulerTimeType {
    if let clock = manualClock {
      return SchedulerTimeType(clock.now)
    }
    return SchedulerTimeType(Date())
  }

  /// No tolerance.
  public var minimumTolerance: SchedulerTimeInterval { .zero }

  /// Runs `action` on the run loop. On the main run loop it runs on the main queue: the
  /// terminal, GTK and test hosts drain the main queue, not the main run loop.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedSendable(action)
    if self === RunLoop.main {
      DispatchQueue.main.async { action.value() }
    } else {
      perform { action.value() }
    }
  }

  /// Runs `action` on the run loop at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeInterval, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let clock = manualClock {
      clock.schedule(at: clock.elapsed(at: date.date), action)
      return
    }
    let action = UncheckedSendable(action)
    if self === RunLoop.main {
      let delay = max(date.date.timeIntervalSinceNow, 0)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { action.value() }
    } else {
      add(
        Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() },
        forMode: .common)
    }
  }

  /// Runs `action` on the run loop at `date` and every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeInterval,
    tolerance: SchedulerTimeInterval, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let clock = manualClock {
      return clock.schedule(at: clock.elapsed(at: date.date), every: interval.magnitude, action)
    }
    if self === RunLoop.main {
      let delay = max(date.date.timeIntervalSinceNow, 0)
      return DispatchQueue.main.schedule(
        after: DispatchQueue.main.now.advanced(by: .seconds(delay)), interval: interval,
        tolerance: tolerance, options: nil, action)
    }
    let action = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      action.value()
    }
    add(timer, forMode: .common)
    let box = UncheckedSendable(timer)
    return AnyCancellable { box.value.invalidate() }
  }
}
