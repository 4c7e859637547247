import Foundation
import Testing
import os

@testable import OSLog

/// `Logger` and `os_log` (through `import os` or `import OSLog`) write to the system log,
/// hiding what the message's privacy hides.
@Suite struct LoggerTests {
  @Test func interpolationsAreHiddenAsAppleHidesThem() {
    let name = "Ada"
    let count = 3
    let message: OSLogMessage =
      "\(name) has \(count) habits, \(name, privacy: .public) in public, \(count, privacy: .private) hidden"
    #expect(message.text == "<private> has 3 habits, Ada in public, <private> hidden")
    let hex: OSLogMessage = "flags \(255, format: .hex(includePrefix: true))"
    #expect(hex.text == "flags 0xff")
    let ratio: OSLogMessage = "ratio \(0.756, format: .fixed(precision: 2))"
    #expect(ratio.text == "ratio 0.76")
  }

  @Test func aLineNamesItsSubsystemAndCategory() {
    let logger = Logger(subsystem: "org.example.habits", category: "HabitStore")
    #expect(logger.line("saved") == "[org.example.habits:HabitStore] saved")
    #expect(Logger().line("plain") == "plain")
    // Written to the system log: nothing is printed over the app's window.
    logger.info("Loaded \(3) habits")
    logger.error("Could not save: \("disk full", privacy: .public)")
    os_log(
      "Legacy %{public}@ of %d", log: OSLog(subsystem: "s", category: "c"), type: .debug, "call", 2)
  }
}
