import Foundation
import TesseraCore

/// The disk half of `ImageCache`: one file per image in a directory, and an index file
/// (written atomically) that maps URLs to files in least-recently-used order, so the
/// order survives a restart. The index is written when files are added or removed; a use
/// only reorders it in memory (it reaches the disk with the next write), so showing a
/// cached image never writes. Files have unique names, so two programs sharing the
/// directory do not overwrite each other's. Not thread-safe: `ImageCache` serialises
/// access.
struct DiskImageStore {
  private struct IndexEntry: Codable {
    var url: String
    var file: String
    var size: Int
  }

  private struct Index: Codable {
    var version = 1
    var entries: [IndexEntry] = []
  }

  private struct StoredFile {
    var name: String
    var size: Int
  }

  static let indexName = "index.json"
  let directory: URL
  private var files: LRUList<String, StoredFile>
  /// Whether uses reordered the index since it was last written.
  private var orderChanged = false
  /// When the index was last written.
  private var lastSave = Date.distantPast
  /// The shortest time between two writes of the index for uses alone.
  static let orderSaveInterval: TimeInterval = 30
  /// How old an image file the index does not list must be before it is taken for the
  /// leftover of a crash and deleted (younger ones may be another program's, mid-store).
  static let orphanAge: TimeInterval = 600

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
    orderChanged = true
    if Date().timeIntervalSince(lastSave) > Self.orderSaveInterval { save() }
    return data
  }

  /// Counts a use of `url` (found in memory) without reading its file. The new order is
  /// written at most every `orderSaveInterval`, not on every draw.
  mutating func touch(_ url: URL) {
    guard files.use(url.absoluteString) != nil else { return }
    orderChanged = true
    if Date().timeIntervalSince(lastSave) > Self.orderSaveInterval { save() }
  }

  /// Writes the index if uses changed its order since it was last written.
  mutating func flush() {
    if orderChanged { save() }
  }

  /// Stores `data` for `url`, removing the least recently used files past the limit.
  mutating func store(_ data: Data, for url: URL) {
    guard data.count <= files.limit else { return }
    let file = "\(UUID().uuidString).img"
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
    let cutoff = Date().addingTimeInterval(-Self.orphanAge)
    for name in present where name.hasSuffix(".img") && !listed.contains(name) {
      let file = directory.appendingPathComponent(name)
      let modified =
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate])
        as? Date
      if let modified, modified < cutoff { try? FileManager.default.removeItem(at: file) }
    }
    save()
  }

  /// Writes the index atomically (a temporary file renamed over the old one).
  private mutating func save() {
    orderChanged = false
    lastSave = Date()
    let entries = files.keysByLastUse.compactMap { url in
      files.peek(url).map { IndexEntry(url: url, file: $0.name, size: $0.size) }
    }
    let index = Index(entries: entries)
    guard let data = try? JSONEncoder().encode(index) else { return }
    try? data.write(to: directory.appendingPathComponent(Self.indexName), options: .atomic)
  }

}
