import Foundation

/// AppKit's application, so that a macOS app's "Quit" button
/// (`NSApplication.shared.terminate(nil)`) builds unchanged. There is no AppKit on
/// Linux: terminating quits the way the backend quits (the terminal restored, the scene
/// sent to the background, where apps save).
@MainActor
public final class NSApplication {
  /// The running app.
  public static let shared = NSApplication()

  /// What quits the app: set by the backend that runs it.
  package static var quit: (@MainActor () -> Void)?

  private init() {}

  /// Quits the app. `sender` is ignored.
  public func terminate(_ sender: Any?) {
    guard let quit = Self.quit else { exit(0) }
    quit()
  }

  /// Brings the app forward. Accepted: the app's window is the terminal or its own.
  public func activate(ignoringOtherApps flag: Bool) {}

  /// Brings the app forward. Accepted.
  public func activate() {}
}

/// AppKit's application, as it is named in code that refers to the running app as `NSApp`.
@MainActor public var NSApp: NSApplication { NSApplication.shared }
