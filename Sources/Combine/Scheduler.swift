/// Something that runs actions now or later: a dispatch queue, a run loop, or
/// `ImmediateScheduler`. Time-based operators (`debounce`, `throttle`, `receive(on:)`)
/// take one.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's way of telling time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for scheduling; none are honoured here.
  associatedtype SchedulerOptions

  /// The time now.
  var now: SchedulerTimeType { get }
  /// The least tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or a little after.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` at `date` or a little after.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(
      after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A span of scheduler time that can be written in units: `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
  /// A span of whole seconds.
  static func seconds(_ s: Int) -> Self
  /// A span of seconds.
  static func seconds(_ s: Double) -> Self
  /// A span of milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// A span of microseconds.
  static func microseconds(_ us: Int) -> Self
  /// A span of nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}
