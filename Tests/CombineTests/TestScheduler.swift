import Combine

/// A scheduler with a clock that only moves when the test says: time-based operators
/// are tested without waiting.
final class TestScheduler: Scheduler, @unchecked Sendable {
  struct SchedulerTimeType: Strideable, Hashable {
    var seconds: Double
    func distance(to other: Self) -> SchedulerTimeInterval { .seconds(other.seconds - seconds) }
    func advanced(by n: SchedulerTimeInterval) -> Self { Self(seconds: seconds + n.magnitude) }
  }
  typealias SchedulerOptions = Never

  private(set) var now = SchedulerTimeType(seconds: 0)
  var minimumTolerance: SchedulerTimeInterval { .zero }
  private var queue: [(time: SchedulerTimeType, order: Int, action: () -> Void)] = []
  private var order = 0

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: .zero, options: nil, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeInterval, options: Never?,
    _ action: @escaping () -> Void
  ) {
    order += 1
    queue.append((date, order, action))
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeInterval,
    tolerance: SchedulerTimeInterval, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let flag = CancelFlag()
    func tick(at time: SchedulerTimeType) {
      schedule(after: time, tolerance: .zero, options: nil) {
        guard !flag.isCancelled else { return }
        action()
        tick(at: time.advanced(by: interval))
      }
    }
    tick(at: date)
    return AnyCancellable { flag.isCancelled = true }
  }

  /// Moves the clock forward by `seconds`, running what falls due in time order.
  func advance(by seconds: Double) {
    let end = now.advanced(by: .seconds(seconds))
    while let next = queue.filter({ $0.time <= end }).min(by: {
      $0.time == $1.time ? $0.order < $1.order : $0.time < $1.time
    }) {
      queue.removeAll { $0.order == next.order }
      now = max(now, next.time)
      next.action()
    }
    now = end
  }
}

/// Whether a repeating schedule was cancelled; tests run on one thread.
private final class CancelFlag: @unchecked Sendable {
  var isCancelled = false
}
