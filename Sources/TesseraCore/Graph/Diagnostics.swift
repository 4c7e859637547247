import Foundation
import Synchronization

/// Runtime warnings a developer should see once, on standard error, the way SwiftUI logs
/// "runtime issues".
package enum Diagnostics {
  private static let shown = Mutex<Set<String>>([])

  /// Where warnings go; tests replace it to observe them.
  nonisolated(unsafe) package static var sink: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("[Tessera] \(message)\n".utf8))
  }

  /// Prints `message` the first time it is seen.
  package static func warnOnce(_ message: String) {
    let isNew = shown.withLock { $0.insert(message).inserted }
    if isNew { sink(message) }
  }
}
