import Foundation
import Synchronization

/// Runtime warnings a developer should see once, on standard error, the way SwiftUI logs
/// "runtime issues".
package enum Diagnostics {
  private static let shown = Mutex<[String]>([])

  /// Every distinct warning so far, in order.
  package static var messages: [String] { shown.withLock { $0 } }

  private static let quiet = Mutex(false)

  /// Whether warnings are only collected, not printed: a full-screen backend sets it
  /// while it owns the terminal and prints `messages` when it gives the terminal back.
  package static var isQuiet: Bool {
    get { quiet.withLock { $0 } }
    set { quiet.withLock { $0 = newValue } }
  }

  /// Run before the program stops on a fatal error, so a backend can give the terminal
  /// back first and the message is seen.
  nonisolated(unsafe) package static var beforeFatalError: (@Sendable () -> Void)?

  /// Stops the program with `message`, after letting the backend restore the screen and
  /// printing the warnings collected so far.
  package static func fatal(_ message: String, file: StaticString = #file, line: UInt = #line)
    -> Never
  {
    if let beforeFatalError {
      beforeFatalError()
      for warning in messages {
        FileHandle.standardError.write(Data("[Tessera] \(warning)\n".utf8))
      }
    }
    fatalError(message, file: file, line: line)
  }

  /// Prints `message` to standard error the first time it is seen.
  package static func warnOnce(_ message: String) {
    let isNew = shown.withLock { messages in
      guard !messages.contains(message) else { return false }
      messages.append(message)
      return true
    }
    if isNew, !isQuiet { FileHandle.standardError.write(Data("[Tessera] \(message)\n".utf8)) }
  }
}
