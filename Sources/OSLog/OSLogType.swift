/// How important a log message is; each is written to the system log at a priority of
/// its own.
public struct OSLogType: Equatable, Hashable, Sendable {
  let priority: Int32
  let name: String

  /// The default level.
  public static let `default` = OSLogType(priority: 5, name: "default")
  /// Information that may help understand a problem.
  public static let info = OSLogType(priority: 6, name: "info")
  /// Information useful while debugging.
  public static let debug = OSLogType(priority: 7, name: "debug")
  /// An error.
  public static let error = OSLogType(priority: 3, name: "error")
  /// A bug in the program.
  public static let fault = OSLogType(priority: 2, name: "fault")
}
