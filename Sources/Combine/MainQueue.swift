import Dispatch
import Foundation

/// Whether code runs on the main queue, where the UI lives.
package enum MainQueue {
  /// Marks the main queue, so code can tell it runs there even when the main queue is
  /// drained by a thread other than the process's first (as under `swift test`).
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether `queue` is the main queue (on Linux, `DispatchQueue.main` is a new object
  /// each time, so identity cannot tell).
  package static func isMain(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: key) == true
  }

  /// Whether the caller runs on the main queue (and so on the main actor).
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
