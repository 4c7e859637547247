import Foundation

/// Delivers change notifications to the main actor, where the view graph lives.
enum MainActorDelivery {
  /// Runs `action` now when called on the main thread; otherwise warns, as SwiftUI does,
  /// and runs it on the main actor soon.
  static func run(describing source: String, _ action: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { action() }
    } else {
      Diagnostics.warnOnce(
        "Publishing changes from background threads is not allowed; make sure to publish "
          + "values from the main thread (via operators like receive(on:)) on model updates. "
          + "Source: \(source).")
      Task { @MainActor in action() }
    }
  }
}
