/// A scheduler that runs every action at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// A moment: the scheduler has no clock, only an order.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    private let step: Double
    init(step: Double) { self.step = step }
    /// The span to `other`.
    public func distance(to other: Self) -> SchedulerTimeInterval { .seconds(other.step - step) }
    /// The moment `n` later.
    public func advanced(by n: SchedulerTimeInterval) -> Self { Self(step: step + n.magnitude) }
  }

  /// No options.
  public typealias SchedulerOptions = Never

  /// The shared scheduler.
  public static let shared = ImmediateScheduler()

  /// Always the same moment.
  public var now: SchedulerTimeType { SchedulerTimeType(step: 0) }

  /// No tolerance.
  public var minimumTolerance: SchedulerTimeInterval { .zero }

  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` now: there is no later.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeInterval, options: Never?,
    _ action: @escaping () -> Void
  ) { action() }

  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeInterval,
    tolerance: SchedulerTimeInterval, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
