import Foundation

/// The file Foundation keeps `UserDefaults.standard` in on Linux:
/// `$XDG_CONFIG_HOME/<bundle id or program name>.plist` (default `~/.config/`).
/// Foundation overwrites a file it cannot read and fails silently where it cannot write;
/// this sets a damaged file aside and says so, and names an unwritable one.
@MainActor
enum StandardDefaultsFile {
  private static var isChecked = false
  private static var reportedUnwritable = false

  /// The file's path.
  static var url: URL {
    let environment = ProcessInfo.processInfo.environment
    let configuration =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    return configuration.appendingPathComponent("\(name).plist")
  }

  /// Moves a file that is not a property list aside (once per run), so that nothing in it
  /// is lost when Foundation writes a fresh one.
  static func checkOnce() {
    guard !isChecked else { return }
    isChecked = true
    let file = url
    guard let data = FileManager.default.contents(atPath: file.path), !data.isEmpty,
      (try? PropertyListSerialization.propertyList(from: data, format: nil)) == nil
    else { return }
    let aside = file.appendingPathExtension("damaged-\(Int(Date().timeIntervalSince1970))")
    do {
      try FileManager.default.moveItem(at: file, to: aside)
      Diagnostics.warnOnce(
        "AppStorage: \(file.path) is not a property list; it was moved to \(aside.path) and "
          + "the app starts with default settings.")
    } catch {
      Diagnostics.warnOnce(
        "AppStorage: \(file.path) is not a property list and could not be moved aside "
          + "(\(error.localizedDescription)); settings will not be saved over it.")
    }
  }

  /// Names the file once when a setting cannot be saved into it.
  static func checkWritable(key: String) {
    guard !reportedUnwritable else { return }
    let file = url
    let manager = FileManager.default
    let directory = file.deletingLastPathComponent()
    try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
    let writable =
      manager.fileExists(atPath: file.path)
      ? manager.isWritableFile(atPath: file.path) : manager.isWritableFile(atPath: directory.path)
    guard !writable else { return }
    reportedUnwritable = true
    Diagnostics.warnOnce(
      "AppStorage cannot save \"\(key)\": \(file.path) is not writable. Settings changed "
        + "now last until the app quits.")
  }
}
