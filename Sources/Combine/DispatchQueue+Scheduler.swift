import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A moment on the dispatch clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public let dispatchTime: DispatchTime

    /// The moment `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    /// The span to `other`.
    public func distance(to other: Self) -> SchedulerTimeInterval {
      let nanoseconds =
        Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds)
      return .seconds(nanoseconds / 1e9)
    }

    /// The moment `n` later.
    public func advanced(by n: SchedulerTimeInterval) -> Self {
      let nanoseconds = Double(dispatchTime.uptimeNanoseconds) + n.magnitude * 1e9
      return Self(DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 0))))
    }

    /// Hashes the moment.
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
  }

  /// Options for scheduling on a queue; accepted and not honoured.
  public struct SchedulerOptions: Sendable {
    /// The quality of service.
    public var qos: DispatchQoS
    /// Creates options.
    public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
  }

  /// The test host's clock this queue waits on instead of the wall clock: the main
  /// queue's, while a host's clock is current.
  private var manualClock: ManualClock? {
    guard let clock = ManualClock.current, MainQueue.isMain(self) else { return nil }
    return clock
  }

  /// The time now: on the main queue under a test host, the host's clock's
  /// (`ManualClock`).
  public var now: SchedulerTimeType {
    if let clock = manualClock {
      return SchedulerTimeType(clock.uptime)
    }
    return SchedulerTimeType(.now())
  }

  /// No tolerance.
  public var minimumTolerance: SchedulerTimeInterval { .zero }

  /// Runs `action` on the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedSendable(action)
    async { action.value() }
  }

  /// Runs `action` on the queue at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeInterval, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let clock = manualClock {
      clock.schedule(at: clock.elapsed(at: date.dispatchTime), action)
      return
    }
    let action = UncheckedSendable(action)
    asyncAfter(deadline: date.dispatchTime) { action.value() }
  }

  /// Runs `action` on the queue at `date` and every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeInterval,
    tolerance: SchedulerTimeInterval, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let clock = manualClock {
      return clock.schedule(
        at: clock.elapsed(at: date.dispatchTime), every: interval.magnitude, action)
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    let action = UncheckedSendable(action)
    timer.setEventHandler { action.value() }
    timer.schedule(deadline: date.dispatchTime, repeating: max(interval.magnitude, 0.000_001))
    timer.resume()
    let source = UncheckedSendable(timer)
    return AnyCancellable { source.value.cancel() }
  }
}
