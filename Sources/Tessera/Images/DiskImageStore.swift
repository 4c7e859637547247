import Foundation
import TesseraCore

/// The disk half of `ImageCache`: one file per image in a directory, and an index file
/// (written atomically) that maps URLs to files in least-recently-used order, so the
/// order survives a restart. Not thread-safe: `ImageCache` serialises access.
struct DiskImageStore {
  private struct IndexEntry: Codable {
    var url: String
    var file: String
    var size: Int
  }

  private struct Index: Codable {
    var version = 1
    var nextFile = 0
    var entries: [IndexEntry] = []
  }

  private struct StoredFile {
    var name: String
    var size: Int
  }

  static let indexName = "index.json"
  let directory: URL
  private var files: LRUList<String, StoredFile>
  private var nextFile = 0

  /// Opens (creating it if needed) the store in `directory`, keeping at most `limit` bytes;
  /// nil, with a warning, when the directory cannot be used.
  init?(directory: URL, limit: Int) {
    self.directory = directory
    files = LRUList(limit: limit)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      Diagnostics.warnOnce(
        "The image cache cannot use \(directory.path) (\(error.localizedDescription)); "
          + "images are cached in memory only.")
      return nil
    }
    load()
  }

  var totalSize: Int { files.totalSize }

  func contains(_ url: URL) -> Bool { files.peek(url.absoluteString) != nil }

  /// The stored bytes for `url`, counted as a use; nil when absent or unreadable.
  mutating func data(for url: URL) -> Data? {
    guard let file = files.use(url.absoluteString) else { return nil }
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(file.name)) else {
      files.remove(url.absoluteString)
      save()
      return nil
    }
    save()
    return data
  }

  /// Counts a use of `url` (found in memory) without reading its file.
  mutating func touch(_ url: URL) {
    guard files.use(url.absoluteString) != nil else { return }
    save()
  }

  /// Stores `data` for `url`, removing the least recently used files past the limit.
  mutating func store(_ data: Data, for url: URL) {
    guard data.count <= files.limit else { return }
    let file = "\(nextFile).img"
    nextFile += 1
    do {
      try data.write(to: directory.appendingPathComponent(file), options: .atomic)
    } catch {
      Diagnostics.warnOnce("The image cache could not write to \(directory.path): \(error)")
      return
    }
    let stored = StoredFile(name: file, size: data.count)
    for removed in files.insert(stored, size: data.count, for: url.absoluteString) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(removed.value.name))
    }
    save()
  }

  /// Deletes every stored image.
  mutating func removeAll() {
    for key in files.keysByLastUse {
      if let file = files.remove(key) {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(file.name))
      }
    }
    save()
  }

  /// Reads the index, keeping entries whose file is there with the recorded size, and
  /// deletes image files the index does not list (left by a crash mid-write).
  private mutating func load() {
    let indexURL = directory.appendingPathComponent(Self.indexName)
    var index = Index()
    if let data = try? Data(contentsOf: indexURL) {
      if let decoded = try? JSONDecoder().decode(Index.self, from: data) {
        index = decoded
      } else {
        Diagnostics.warnOnce(
          "The image cache's index \(indexURL.path) is unreadable; starting empty.")
      }
    }
    nextFile = index.nextFile
    for entry in index.entries {
      let path = directory.appendingPathComponent(entry.file).path
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
      guard size == entry.size else { continue }
      let stored = StoredFile(name: entry.file, size: entry.size)
      for removed in files.insert(stored, size: entry.size, for: entry.url) {
        try? FileManager.default.removeItem(
          at: directory.appendingPathComponent(removed.value.name))
      }
    }
    let listed = Set(files.keysByLastUse.compactMap { files.peek($0)?.name })
    let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in present where name.hasSuffix(".img") && !listed.contains(name) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
    save()
  }

  /// Writes the index atomically (a temporary file renamed over the old one).
  private func save() {
    let entries = files.keysByLastUse.compactMap { url in
      files.peek(url).map { IndexEntry(url: url, file: $0.name, size: $0.size) }
    }
    let index = Index(nextFile: nextFile, entries: entries)
    guard let data = try? JSONEncoder().encode(index) else { return }
    try? data.write(to: directory.appendingPathComponent(Self.indexName), options: .atomic)
  }

}
