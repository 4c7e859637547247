import Foundation
import Synchronization

/// Runtime warnings a developer should see once, on standard error, the way SwiftUI logs
/// "runtime issues".
package enum Diagnostics {
  private static let shown = Mutex<[String]>([])

  /// Every distinct warning so far, in order.
  package static var messages: [String] { shown.withLock { $0 } }

  /// Prints `message` to standard error the first time it is seen.
  package static func warnOnce(_ message: String) {
    let isNew = shown.withLock { messages in
      guard !messages.contains(message) else { return false }
      messages.append(message)
      return true
    }
    if isNew { FileHandle.standardError.write(Data("[Tessera] \(message)\n".utf8)) }
  }
}
