import Foundation

/// A fresh folder under the temporary directory that is deleted when the last reference to
/// it goes, so that a test run does not leave its saves and caches behind in `/tmp`.
public final class ScratchFolder: Sendable {
  /// Where the folder is. It is not created: apps create what they save into.
  public let url: URL

  /// A folder named `prefix` and a unique suffix.
  public init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  /// The folder's path, as a shell command is given it.
  public var path: String { url.path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
