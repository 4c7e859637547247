import Foundation

extension JSONFileStore.LoadResult {
  /// What to tell the user when the saved file `name` could not be used, short enough
  /// for two lines of a terminal: the file, why, and where it went (or that it was left
  /// alone and changes will not be saved); nil when it loaded or there was none.
  public func warning(savedAs name: String) -> String? {
    switch self {
    case .empty, .loaded: nil
    case .corrupt(let aside, let message):
      "Couldn't read your saved \(name) (\(message)).\nMoved it to \(Self.abbreviatingHome(aside.path))"
    case .unreadable(let message):
      "Couldn't read your saved \(name) (\(message)).\nIt was left as it is; changes will not be saved."
    }
  }

  /// `path` with the home directory written as `~`.
  private static func abbreviatingHome(_ path: String) -> String {
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    guard home.count > 1, path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
