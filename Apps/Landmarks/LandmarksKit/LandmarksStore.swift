import AppSupport
import Foundation

/// Saves what the user changes (favourites and the profile) in
/// `$XDG_DATA_HOME/landmarks/state.json` (default `~/.local/share/landmarks/`), written
/// atomically: a temporary file is written in full and synced, then renamed over the old
/// one. A file that does not decode is moved aside, never overwritten, and reported; one
/// that cannot be read at all is reported and left alone.
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

  /// The file the state is kept in.
  private let file: JSONFileStore<State>

  /// A store in `directory`.
  public init(directory: URL) { file = JSONFileStore(directory: directory, fileName: "state.json") }

  /// The store in the user's data directory.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LandmarksStore
  {
    LandmarksStore(
      directory: JSONFileStore<State>.dataDirectory(named: "landmarks", environment: environment))
  }

  /// The directory the state lives in.
  public var directory: URL { file.directory }

  /// The state file.
  public var fileURL: URL { file.fileURL }

  /// What loading found: nothing saved, the state, a corrupt file set aside, or a file
  /// that could not be read and was left alone.
  public typealias LoadResult = JSONFileStore<State>.LoadResult

  /// Reads the saved state; a corrupt file is moved aside.
  public func load() -> LoadResult { file.load() }

  /// Writes `state` atomically, creating the directory if needed.
  public func save(_ state: State) throws { try file.save(state) }
}
