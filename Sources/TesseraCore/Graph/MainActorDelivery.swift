import Combine
import Dispatch
import Foundation
import Synchronization

/// Delivers change notifications to the main actor, where the view graph lives.
package enum MainActorDelivery {
  private static let inFlight = Atomic<Int>(0)

  /// How many notifications from other threads are on their way to the main actor.
  package static var pendingCount: Int { inFlight.load(ordering: .acquiring) }

  /// Runs `action` now when called on the main actor; otherwise warns, as SwiftUI does,
  /// and runs it on the main actor soon.
  static func run(describing source: String, _ action: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { action() }
    } else {
      Diagnostics.warnOnce(
        "Publishing changes from background threads is not allowed; make sure to publish "
          + "values from the main thread (via operators like receive(on:)) on model updates. "
          + "Source: \(source).")
      inFlight.add(1, ordering: .releasing)
      Task { @MainActor in
        action()
        inFlight.subtract(1, ordering: .releasing)
      }
    }
  }
}
