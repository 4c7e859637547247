import Foundation

/// Saves the draw in progress in `$XDG_DATA_HOME/gift-exchange/draw.json` (default
/// `~/.local/share/gift-exchange/`), written atomically: a temporary file is written in
/// full, then renamed over the old one. A file that cannot be read is moved aside, never
/// overwritten, and reported.
public struct DrawStore: Sendable {
  /// What is saved.
  public struct State: Codable, Equatable, Sendable {
    /// Everyone loaded for this draw, in sheet order, including those cancelled since;
    /// "New draw" starts again from these.
    public var roster: [String]
    /// The draw: the friends still taking part with their ids and links, the current,
    /// first and next gifter.
    public var draw: GiftDraw
    /// Whether the names came from the bundled sample rather than the sheet.
    public var usesSampleData: Bool

    /// Saved state.
    public init(roster: [String], draw: GiftDraw, usesSampleData: Bool) {
      self.roster = roster
      self.draw = draw
      self.usesSampleData = usesSampleData
    }
  }

  /// The directory the state lives in.
  public let directory: URL

  /// A store in `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The store in the user's data directory.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> DrawStore
  {
    let base =
      // The XDG spec: an empty or relative path is invalid and ignored.
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/share")
    return DrawStore(directory: base.appendingPathComponent("gift-exchange"))
  }

  /// The state file.
  public var fileURL: URL { directory.appendingPathComponent("draw.json") }

  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// Nothing saved yet.
    case empty
    /// The saved state.
    case loaded(State)
    /// The file could not be read; it was moved to `movedTo`.
    case corrupt(movedTo: URL, message: String)
  }

  /// Reads the saved state; a corrupt file (bad JSON, or ids and links that do not fit
  /// together) is moved aside.
  public func load() -> LoadResult {
    guard let data = FileManager.default.contents(atPath: fileURL.path) else { return .empty }
    do {
      return .loaded(try JSONDecoder().decode(State.self, from: data))
    } catch {
      let stamp = Int(Date().timeIntervalSince1970)
      var aside = directory.appendingPathComponent("draw.json.corrupt-\(stamp)")
      if FileManager.default.fileExists(atPath: aside.path) {
        // Another corrupt file was set aside this second: keep both.
        aside = directory.appendingPathComponent("draw.json.corrupt-\(stamp)-\(UUID().uuidString)")
      }
      try? FileManager.default.moveItem(at: fileURL, to: aside)
      return .corrupt(movedTo: aside, message: "\(error)")
    }
  }

  /// Writes `state` atomically, creating the directory if needed.
  public func save(_ state: State) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(state)
    let temporary = directory.appendingPathComponent(".draw.json.\(UUID().uuidString).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, fileURL.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}
