import AppSupport
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

  /// The file the state is kept in.
  private let file: JSONFileStore<State>

  /// A store in `directory`.
  public init(directory: URL) { file = JSONFileStore(directory: directory, fileName: "draw.json") }

  /// The store in the user's data directory.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> DrawStore
  {
    DrawStore(
      directory: JSONFileStore<State>.dataDirectory(
        named: "gift-exchange", environment: environment))
  }

  /// The directory the state lives in.
  public var directory: URL { file.directory }

  /// The state file.
  public var fileURL: URL { file.fileURL }

  /// What loading found: nothing saved, the state, or a corrupt file set aside.
  public typealias LoadResult = JSONFileStore<State>.LoadResult

  /// Reads the saved state; a corrupt file (bad JSON, or ids and links that do not fit
  /// together) is moved aside.
  public func load() -> LoadResult { file.load() }

  /// Writes `state` atomically, creating the directory if needed.
  public func save(_ state: State) throws { try file.save(state) }
}
