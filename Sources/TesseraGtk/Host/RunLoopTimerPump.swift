#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// Fires the main run loop's timers (`Timer.scheduledTimer`) from GLib's main loop,
  /// which runs instead of Foundation's: it comes back when the next timer is due, and
  /// at least ten times a second for a timer the app has just scheduled.
  enum RunLoopTimerPump {
    @MainActor private static var isInstalled = false

    /// The longest wait between two looks at the run loop's timers, in milliseconds.
    private static let longestWait = 100.0

    /// Starts looking at the timers; call once, from the main thread, before running the
    /// GLib loop.
    @MainActor static func install() {
      guard !isInstalled else { return }
      isInstalled = true
      fireAndWait()
    }

    /// Fires what is due and comes back when the next timer is, or sooner.
    @MainActor fileprivate static func fireAndWait() {
      let next = MainRunLoop.fireDueTimers()
      let untilNext = (next?.timeIntervalSinceNow ?? .infinity) * 1_000
      let wait = min(max(untilNext, 1), longestWait)
      g_timeout_add(UInt32(wait), runLoopTimersDue, nil)
    }
  }

  /// GLib's call when the wait is over; it runs on the main thread, GLib's loop's.
  private func runLoopTimersDue(_: gpointer?) -> gboolean {
    MainActor.assumeIsolated { RunLoopTimerPump.fireAndWait() }
    return 0
  }
#endif
