import Foundation

/// Saves what the user changes (favourites and the profile) in
/// `$XDG_DATA_HOME/landmarks/state.json` (default `~/.local/share/landmarks/`), written
/// atomically: a temporary file is written in full, then renamed over the old one. A
/// file that cannot be read is moved aside, never overwritten, and reported.
public struct LandmarksStore: Sendable {
  /// What is saved.
  public struct State: Codable, Equatable, Sendable {
    /// The ids of the favourite landmarks.
    public var favoriteIDs: [Int]
    /// The profile.
    public var profile: Profile

    /// Saved state.
    public init(favoriteIDs: [Int], profile: Profile) {
      self.favoriteIDs = favoriteIDs
      self.profile = profile
    }
  }

  /// The directory the state lives in.
  public let directory: URL

  /// A store in `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The store in the user's data directory.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LandmarksStore
  {
    let base =
      // The XDG spec: an empty or relative path is invalid and ignored.
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/share")
    return LandmarksStore(directory: base.appendingPathComponent("landmarks"))
  }

  /// The state file.
  public var fileURL: URL { directory.appendingPathComponent("state.json") }

  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// Nothing saved yet.
    case empty
    /// The saved state.
    case loaded(State)
    /// The file could not be read; it was moved to `movedTo`.
    case corrupt(movedTo: URL, message: String)
  }

  /// Reads the saved state; a corrupt file is moved aside.
  public func load() -> LoadResult {
    guard let data = FileManager.default.contents(atPath: fileURL.path) else { return .empty }
    do {
      return .loaded(try JSONDecoder.landmarks.decode(State.self, from: data))
    } catch {
      let stamp = Int(Date().timeIntervalSince1970)
      var aside = directory.appendingPathComponent("state.json.corrupt-\(stamp)")
      if FileManager.default.fileExists(atPath: aside.path) {
        // Another corrupt file was set aside this second: keep both.
        aside = directory.appendingPathComponent("state.json.corrupt-\(stamp)-\(UUID().uuidString)")
      }
      try? FileManager.default.moveItem(at: fileURL, to: aside)
      return .corrupt(movedTo: aside, message: "\(error)")
    }
  }

  /// Writes `state` atomically, creating the directory if needed.
  public func save(_ state: State) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let data = try JSONEncoder.landmarks.encode(state)
    let temporary = directory.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, fileURL.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}

extension JSONEncoder {
  /// Stable, readable output with ISO 8601 dates.
  static var landmarks: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

extension JSONDecoder {
  /// Reads what `JSONEncoder.landmarks` writes.
  static var landmarks: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
