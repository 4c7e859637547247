import Foundation

/// The main thread's Foundation run loop, which apps' code waits on as on Apple
/// platforms: `Timer.scheduledTimer(withTimeInterval:repeats:)`, `RunLoop.main.perform`
/// and timers added to `RunLoop.main` fire only while it runs.
///
/// A host runs it instead of `dispatchMain()`: on Linux it drains the main dispatch queue
/// (and so the main actor) as well. A host whose own loop is another's (GLib's) services
/// its timers as they come due instead.
package enum MainRunLoop {
  /// Runs the main run loop for good: timers, the main queue and the main actor.
  @MainActor package static func run() -> Never {
    // A run loop with nothing in it returns at once: a timer that never fires keeps it
    // waiting for work rather than spinning.
    let keepAlive = Timer(timeInterval: 1e9, repeats: true) { _ in }
    RunLoop.main.add(keepAlive, forMode: .default)
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  /// Fires the main run loop's timers that are due, and returns when the next one is
  /// due (nil when none waits), for a host running another loop to come back then.
  @MainActor package static func fireDueTimers() -> Date? {
    RunLoop.main.limitDate(forMode: .default)
  }
}
