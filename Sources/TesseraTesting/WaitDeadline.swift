/// A time limit for a test waiting on the main actor that does not count the time the
/// main actor was held by other work, so a test is not failed for the turns it spent
/// queued behind other tests running at once.
///
/// A wait looks every few milliseconds. When one look comes much later than asked (the
/// main actor was busy: other tests' work, or a slow step of the app's own), the work
/// waited on was queued behind the same backlog, so the deadline moves on by the delay.
/// A test whose own work holds the main actor is so given more time too, up to the hard
/// limit. A hard limit (four times the
/// timeout, and at least a minute more than it) still ends a wait on a main actor that
/// never frees. It is main-actor isolated so that a pause ends on the main actor, where
/// the delay to measure happens.
@MainActor
struct WaitDeadline {
  private let clock = ContinuousClock()
  private var deadline: ContinuousClock.Instant
  private let hardLimit: ContinuousClock.Instant
  private let pause: Duration

  /// A deadline `timeout` from now, for a wait that pauses `pause` between looks.
  init(timeout: Duration, pause: Duration) {
    let now = clock.now
    deadline = now.advanced(by: timeout)
    hardLimit = now.advanced(by: max(timeout * 4, timeout + .seconds(60)))
    self.pause = pause
  }

  /// Whether the wait has had its time.
  var hasPassed: Bool { clock.now >= min(deadline, hardLimit) }

  /// Pauses between looks: a turn of the main actor, then `pause`. A pause that lasts
  /// much longer than asked (beyond twice the pause and 20 ms) is time the wait was not
  /// given, and moves the deadline on.
  mutating func pauseBeforeNextLook() async {
    let start = clock.now
    await Task.yield()
    try? await Task.sleep(for: pause)
    let late = clock.now - start - pause
    if late > max(pause * 2, .milliseconds(20)) {
      deadline = deadline.advanced(by: late)
    }
  }
}
