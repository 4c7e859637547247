import Foundation

/// The user's folders as URLs, as Foundation gives them on Apple platforms (iOS 16,
/// macOS 13); Foundation on Linux has only `homeDirectory` and `temporaryDirectory`.
/// Each is what `FileManager.urls(for:in: .userDomainMask)` answers on Linux (the XDG
/// folders: `~/Documents`, `~/.local/share`, `~/.cache`, …), not an app's own container.
extension URL {
  /// The user's documents folder (`~/Documents`).
  public static var documentsDirectory: URL { userFolder(.documentDirectory) }
  /// Where apps keep their data (`~/.local/share`, or `XDG_DATA_HOME`).
  public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory) }
  /// Where apps keep what they can make again (`~/.cache`, or `XDG_CACHE_HOME`).
  public static var cachesDirectory: URL { userFolder(.cachesDirectory) }
  /// The user's downloads folder (`~/Downloads`).
  public static var downloadsDirectory: URL { userFolder(.downloadsDirectory) }
  /// The user's desktop folder (`~/Desktop`).
  public static var desktopDirectory: URL { userFolder(.desktopDirectory) }
  /// The user's pictures folder (`~/Pictures`).
  public static var picturesDirectory: URL { userFolder(.picturesDirectory) }
  /// The user's music folder (`~/Music`).
  public static var musicDirectory: URL { userFolder(.musicDirectory) }
  /// The user's videos folder (`~/Videos`).
  public static var moviesDirectory: URL { userFolder(.moviesDirectory) }
  /// The user's folder shared with others (`~/Public`).
  public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory) }
  /// The user's trash (`~/.Trash`, as Foundation on Linux has it).
  public static var trashDirectory: URL { userFolder(.trashDirectory) }
  /// Where apps keep their libraries: on Linux, the same folder as
  /// `applicationSupportDirectory`, since there is no `~/Library`.
  public static var libraryDirectory: URL { userFolder(.applicationSupportDirectory) }

  /// Makes the folders apps write to without creating them, as on Apple platforms every
  /// app's documents and application support folders exist: on a Linux machine without
  /// a desktop (a server reached over ssh), `~/Documents` often does not. Folders that
  /// exist are left alone; one that cannot be made is left for the app's own write to
  /// report.
  package static func makeFoldersAppsExpect(
    _ folders: [URL] = [documentsDirectory, applicationSupportDirectory]
  ) {
    for folder in folders {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  /// The first folder Foundation knows for `directory` in the user's domain, or the home
  /// folder when it knows none (Foundation on Linux answers for all of the above).
  private static func userFolder(_ directory: FileManager.SearchPathDirectory) -> URL {
    // A folder's URL ends in a slash, as Apple's do, so appending a name goes inside it.
    let url = FileManager.default.urls(for: directory, in: .userDomainMask).first ?? homeDirectory
    return URL(filePath: url.path(percentEncoded: false), directoryHint: .isDirectory)
  }
}
