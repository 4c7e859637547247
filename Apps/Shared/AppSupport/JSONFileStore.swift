import Foundation

/// A value saved as one JSON file, written atomically: a temporary file is written in
/// full, then renamed over the old one, so a crash mid-save loses nothing. A file that
/// cannot be read is moved aside, never overwritten, and reported. The apps' stores
/// (favourites and profile, a draw in progress) are built on it.
public struct JSONFileStore<State: Codable & Sendable>: Sendable {
  /// The directory the file lives in.
  public let directory: URL
  /// The file's name.
  public let fileName: String

  /// A store of `fileName` in `directory`.
  public init(directory: URL, fileName: String) {
    self.directory = directory
    self.fileName = fileName
  }

  /// The file.
  public var fileURL: URL { directory.appendingPathComponent(fileName) }

  /// The app's directory in the user's data directory: `$XDG_DATA_HOME/<name>`, or
  /// `~/.local/share/<name>` when that is unset, empty or relative (the XDG spec ignores
  /// relative paths).
  public static func dataDirectory(named name: String, environment: [String: String]) -> URL {
    XDGDirectory.data.url(for: name, environment: environment)
  }

  /// What loading found.
  public enum LoadResult: Equatable, Sendable where State: Equatable {
    /// Nothing saved yet.
    case empty
    /// The saved state.
    case loaded(State)
    /// The file did not decode; it was moved to `movedTo`. `message` says what was wrong
    /// in a few words, such as `not valid JSON` or `expected Int at favoriteIDs[2]`.
    case corrupt(movedTo: URL, message: String)
  }

  /// Reads the saved state; a file that does not decode is moved aside.
  public func load() -> LoadResult where State: Equatable {
    guard let data = FileManager.default.contents(atPath: fileURL.path) else { return .empty }
    do {
      return .loaded(try Self.decoder.decode(State.self, from: data))
    } catch {
      let stamp = Int(Date().timeIntervalSince1970)
      var aside = directory.appendingPathComponent("\(fileName).corrupt-\(stamp)")
      if FileManager.default.fileExists(atPath: aside.path) {
        // Another corrupt file was set aside this second: keep both.
        aside = directory.appendingPathComponent(
          "\(fileName).corrupt-\(stamp)-\(UUID().uuidString)")
      }
      try? FileManager.default.moveItem(at: fileURL, to: aside)
      return .corrupt(
        movedTo: aside,
        message: (error as? DecodingError)?.summary ?? error.localizedDescription)
    }
  }

  /// Writes `state` atomically, creating the directory if needed.
  public func save(_ state: State) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let data = try Self.encoder.encode(state)
    let temporary = directory.appendingPathComponent(".\(fileName).\(UUID().uuidString).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, fileURL.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Stable, readable output with ISO 8601 dates.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// Reads what `encoder` writes.
  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
