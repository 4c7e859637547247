import Foundation

/// A value saved as one JSON file, written atomically: a temporary file is written in
/// full and synced, then renamed over the old one, so a crash mid-save loses nothing. A
/// file that does not decode is moved aside, never overwritten, and reported; one that
/// cannot be read at all is reported and left alone. The apps' stores
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
    /// The file is there but could not be read (its permissions, a directory in its
    /// place), or it did not decode and could not be moved aside. It was left as it is;
    /// the app must not save over it. `message` says why.
    case unreadable(message: String)
  }

  /// How old a temporary file of ours must be before loading removes it: a younger one
  /// may belong to a save in progress in another process.
  public static var staleTemporaryFileAge: TimeInterval { 60 }

  /// Reads the saved state; a file that does not decode is moved aside. Temporary files
  /// left by saves that were killed before their rename are removed.
  public func load() -> LoadResult where State: Equatable {
    removeStaleTemporaryFiles()
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return .empty }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      return .unreadable(message: Self.reason(error))
    }
    do {
      return .loaded(try Self.decoder.decode(State.self, from: data))
    } catch {
      let problem = (error as? DecodingError)?.summary ?? error.localizedDescription
      do {
        return .corrupt(movedTo: try moveAside(), message: problem)
      } catch {
        return .unreadable(message: "\(problem); could not move it aside: \(Self.reason(error))")
      }
    }
  }

  /// Writes `state` atomically and durably, creating the directory if needed: the
  /// temporary file is synced to disk before it is renamed over the old one.
  public func save(_ state: State) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let data = try Self.encoder.encode(state)
    let temporary = directory.appendingPathComponent(
      "\(temporaryPrefix)\(UUID().uuidString)\(Self.temporarySuffix)")
    do {
      try DurableFile.create(temporary, containing: data)
      try DurableFile.replace(fileURL, with: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Temporary files are `.<fileName>.<UUID>.tmp`, hidden beside the file.
  private var temporaryPrefix: String { ".\(fileName)." }
  private static var temporarySuffix: String { ".tmp" }

  /// Moves the file to `<fileName>.corrupt-<seconds>` (with a UUID if that is taken).
  private func moveAside() throws -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    var aside = directory.appendingPathComponent("\(fileName).corrupt-\(stamp)")
    if FileManager.default.fileExists(atPath: aside.path) {
      // Another corrupt file was set aside this second: keep both.
      aside = directory.appendingPathComponent(
        "\(fileName).corrupt-\(stamp)-\(UUID().uuidString)")
    }
    try FileManager.default.moveItem(at: fileURL, to: aside)
    return aside
  }

  /// Removes our temporary files older than `staleTemporaryFileAge`.
  private func removeStaleTemporaryFiles() {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
    let cutoff = Date().addingTimeInterval(-Self.staleTemporaryFileAge)
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(Self.temporarySuffix)
    {
      let url = directory.appendingPathComponent(name)
      let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      if let modified, modified < cutoff { try? manager.removeItem(at: url) }
    }
  }

  /// A short reason for a file-system error: the system's message when there is one.
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
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
