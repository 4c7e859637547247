import Dispatch
import Foundation

/// A clock that moves only when told to: the clock of TesseraTesting's test host.
///
/// While one is current (``current``: the host sets it around its updates and around the
/// user's actions it performs), what waits on the main run loop or the main queue waits
/// on it rather than on the wall clock: `Timer.publish(every:on:in:)` on the main run
/// loop, `debounce`, `throttle` and `delay` with `RunLoop.main` or `DispatchQueue.main`,
/// and `TimelineView`. A test moves the clock on, and everything due fires in order, each
/// at its own moment. Work started elsewhere (a callback from a network load) keeps the
/// wall clock.
package final class ManualClock: @unchecked Sendable {
  /// The clock of the code running now, if any.
  @TaskLocal package static var current: ManualClock?

  /// The date the clock started at.
  package let start: Date
  /// The main queue's clock when this clock started, for `DispatchQueue.main.now`.
  private let startUptime: UInt64
  /// Seconds since the clock started.
  package private(set) var elapsed: TimeInterval = 0

  private struct WakeUp {
    let id: Int
    /// When it first comes due.
    let first: TimeInterval
    let interval: TimeInterval?
    /// How many times it has fired.
    var fired = 0
    let action: () -> Void

    /// When it comes due next: counted from the first time, so that a timer of a tenth
    /// of a second is due at exactly ten of them after one second.
    var due: TimeInterval { first + Double(fired) * (interval ?? 0) }
  }

  /// How far short of a moment the clock may stand and still count the moment as come: a
  /// microsecond, for rounding (a `Date` today is exact only to a tenth of one).
  private static let slack: TimeInterval = 1e-6
  private var wakeUps: [WakeUp] = []
  private var lastID = 0

  /// A clock standing at `start`.
  package init(start: Date = Date()) {
    self.start = start
    startUptime = DispatchTime.now().uptimeNanoseconds
  }

  /// The date on this clock now.
  package var now: Date { start.addingTimeInterval(elapsed) }

  /// The time on the main queue's clock now.
  package var uptime: DispatchTime {
    DispatchTime(uptimeNanoseconds: startUptime + UInt64(max(elapsed, 0) * 1e9))
  }

  /// Seconds since the start at `date`.
  package func elapsed(at date: Date) -> TimeInterval { date.timeIntervalSince(start) }

  /// Seconds since the start at `time` on the main queue's clock.
  package func elapsed(at time: DispatchTime) -> TimeInterval {
    (Double(time.uptimeNanoseconds) - Double(startUptime)) / 1e9
  }

  /// Runs `action` once when the clock reaches `due` seconds since its start (on the
  /// next move, if that has passed), as `asyncAfter` would.
  package func schedule(at due: TimeInterval, _ action: @escaping () -> Void) {
    add(due: due, interval: nil, action)
  }

  /// Runs `action` when the clock reaches `due` seconds since its start, and every
  /// `interval` after when one is given, until the result is cancelled or released.
  package func schedule(
    at due: TimeInterval, every interval: TimeInterval?, _ action: @escaping () -> Void
  ) -> AnyCancellable {
    let id = add(due: due, interval: interval, action)
    return AnyCancellable { [weak self] in self?.wakeUps.removeAll { $0.id == id } }
  }

  @discardableResult
  private func add(
    due: TimeInterval, interval: TimeInterval?, _ action: @escaping () -> Void
  ) -> Int {
    lastID += 1
    // A repeating wake-up of no interval would fire forever within one move.
    let interval = interval.map { max($0, 0.000_001) }
    wakeUps.append(WakeUp(id: lastID, first: due, interval: interval, action: action))
    return lastID
  }

  /// Fires the earliest wake-up due by `target` seconds since the start, moving the
  /// clock to its moment; false when none is due.
  package func fireNext(upTo target: TimeInterval) -> Bool {
    // The earliest due, and of those the first scheduled.
    let comeDue = wakeUps.indices.filter { wakeUps[$0].due <= target + Self.slack }
    let earliest = comeDue.min { a, b in
      (wakeUps[a].due, wakeUps[a].id) < (wakeUps[b].due, wakeUps[b].id)
    }
    guard let index = earliest else { return false }
    let wakeUp = wakeUps[index]
    elapsed = max(elapsed, wakeUp.due)
    if wakeUp.interval != nil {
      wakeUps[index].fired += 1
    } else {
      wakeUps.remove(at: index)
    }
    Self.$current.withValue(self) { wakeUp.action() }
    return true
  }

  /// Moves the clock to `target` seconds since its start without firing anything; a
  /// clock never goes back.
  package func move(to target: TimeInterval) { elapsed = max(elapsed, target) }
}
