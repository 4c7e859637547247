import Foundation

/// A log, by subsystem and category: the older form of `Logger`, used with `os_log`.
public final class OSLog: Sendable {
  let subsystem: String
  let category: String

  /// The log of `category` in `subsystem`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that writes nothing.
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Writes a message built from `format` (a `printf` format whose `%{public}@` and
/// `%{private}@` are read as `%@`) and `arguments` to the system log.
public func os_log(
  _ format: StaticString, log: OSLog = .default, type: OSLogType = .default,
  _ arguments: CVarArg...
) {
  guard log !== OSLog.disabled else { return }
  let plain = format.description.replacingOccurrences(
    of: #"%\{(public|private|sensitive)\}"#, with: "%", options: .regularExpression)
  let text = String(format: plain, arguments: arguments)
  SystemLog.write(Logger(log).line(text), priority: type.priority)
}

/// Writes `message` to the system log at `type`'s level (Apple's newer form).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
  guard log !== OSLog.disabled else { return }
  SystemLog.write(Logger(log).line(message.text), priority: type.priority)
}
