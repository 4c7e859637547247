#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes messages to the system log (the journal, through `syslog`), tagged with its
/// subsystem and category: `journalctl --user -t <program>` or `journalctl -f` shows
/// them. Nothing is written over the app's window.
public struct Logger: Sendable {
  let subsystem: String
  let category: String

  /// A logger for `category` of `subsystem` (often the bundle identifier).
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// A logger with no subsystem or category.
  public init() { self.init(subsystem: "", category: "") }

  /// A logger that writes where `log` does.
  public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) { write(message.text, .default) }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) { write(message.text, level) }

  /// Writes a message useful while debugging.
  public func debug(_ message: OSLogMessage) { write(message.text, .debug) }

  /// Writes a message useful while debugging.
  public func trace(_ message: OSLogMessage) { write(message.text, .debug) }

  /// Writes a message that may help understand a problem.
  public func info(_ message: OSLogMessage) { write(message.text, .info) }

  /// Writes a message at the default level.
  public func notice(_ message: OSLogMessage) { write(message.text, .default) }

  /// Writes a warning (at the error level, as Apple's logger does).
  public func warning(_ message: OSLogMessage) { write(message.text, .error) }

  /// Writes an error.
  public func error(_ message: OSLogMessage) { write(message.text, .error) }

  /// Writes a critical error (at the fault level).
  public func critical(_ message: OSLogMessage) { write(message.text, .fault) }

  /// Writes a fault: a bug in the program.
  public func fault(_ message: OSLogMessage) { write(message.text, .fault) }

  /// The line the system log gets: the subsystem and category, then the message.
  func line(_ text: String) -> String {
    let tags = [subsystem, category].filter { !$0.isEmpty }.joined(separator: ":")
    return tags.isEmpty ? text : "[\(tags)] \(text)"
  }

  private func write(_ text: String, _ level: OSLogType) {
    SystemLog.write(line(text), priority: level.priority)
  }
}

/// The system log, through `syslog`.
enum SystemLog {
  /// Writes `line` at `priority` (a syslog priority, 0 the most urgent).
  static func write(_ line: String, priority: Int32) {
    line.withCString { text in
      withVaList([text]) { arguments in vsyslog(LOG_USER | priority, "%s", arguments) }
    }
  }
}
