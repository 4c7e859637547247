import Foundation

/// The user's base directories of the XDG spec, where the apps keep their files.
public enum XDGDirectory: Sendable {
  /// Data worth keeping: `$XDG_DATA_HOME`, default `~/.local/share`.
  case data
  /// Settings: `$XDG_CONFIG_HOME`, default `~/.config`.
  case config
  /// What can be made again: `$XDG_CACHE_HOME`, default `~/.cache`.
  case cache

  /// The app's directory `name` in this base directory. An unset, empty or relative
  /// variable is ignored, as the XDG spec says.
  public func url(
    for name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let (variable, fallback) =
      switch self {
      case .data: ("XDG_DATA_HOME", ".local/share")
      case .config: ("XDG_CONFIG_HOME", ".config")
      case .cache: ("XDG_CACHE_HOME", ".cache")
      }
    let base =
      environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(fallback)
    return base.appendingPathComponent(name)
  }
}
