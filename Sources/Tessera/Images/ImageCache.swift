import Foundation
import Synchronization

/// The encoded images `AsyncImage` has loaded, by URL: a memory cache and a disk cache,
/// each least-recently-used within its own byte limit (20 MiB and 30 MiB by default).
///
/// Only images a loader accepted are stored (a 2xx response that decodes as an image).
/// A lookup that finds the image on disk brings it back into memory. The disk cache keeps
/// one file per image and an index, written atomically, in `directory` (by default
/// `$XDG_CACHE_HOME/<program>/images`, or `~/.cache/<program>/images`), so it survives
/// restarts. Thread-safe.
public final class ImageCache: Sendable {
  /// The default memory limit: 20 MiB.
  public static let defaultMemoryLimit = 20 * 1024 * 1024
  /// The default disk limit: 30 MiB.
  public static let defaultDiskLimit = 30 * 1024 * 1024

  /// The most bytes kept in memory.
  public let memoryLimit: Int
  /// The most bytes kept on disk.
  public let diskLimit: Int
  /// Where the disk cache lives, or nil when it is off.
  public let directory: URL?

  private struct Storage {
    var memory: LRUList<URL, Data>
    var disk: DiskImageStore?
  }

  private let storage: Mutex<Storage>

  /// A cache keeping at most `memoryLimit` bytes in memory and `diskLimit` bytes in
  /// `directory` (nil for no disk cache). A directory that cannot be created turns the
  /// disk cache off with a warning.
  public init(
    memoryLimit: Int = ImageCache.defaultMemoryLimit, diskLimit: Int = ImageCache.defaultDiskLimit,
    directory: URL? = ImageCache.defaultDirectory()
  ) {
    precondition(memoryLimit >= 0, "ImageCache's memoryLimit must not be negative (\(memoryLimit))")
    precondition(diskLimit >= 0, "ImageCache's diskLimit must not be negative (\(diskLimit))")
    let disk = directory.flatMap { DiskImageStore(directory: $0, limit: diskLimit) }
    self.memoryLimit = memoryLimit
    self.diskLimit = diskLimit
    self.directory = disk?.directory
    storage = Mutex(Storage(memory: LRUList(limit: memoryLimit), disk: disk))
  }

  deinit { storage.withLock { $0.disk?.flush() } }

  /// The default directory of the disk cache: `images` in this program's directory under
  /// `$XDG_CACHE_HOME` (when set to an absolute path) or `~/.cache`. (The apps' own
  /// `XDGDirectory` lives in their support library, which the framework cannot use.)
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".cache")
    return base.appendingPathComponent(ProcessInfo.processInfo.processName)
      .appendingPathComponent("images")
  }

  /// The image data for `url`, from memory or else from disk, counted as a use.
  public func data(for url: URL) -> Data? {
    storage.withLock { storage in
      if let data = storage.memory.use(url) {
        storage.disk?.touch(url)
        return data
      }
      guard let data = storage.disk?.data(for: url) else { return nil }
      storage.memory.insert(data, size: data.count, for: url)
      return data
    }
  }

  /// Stores `data` for `url` in memory and on disk, evicting the least recently used
  /// images past either limit. Data bigger than a limit is not kept at that level.
  public func store(_ data: Data, for url: URL) {
    storage.withLock { storage in
      storage.memory.insert(data, size: data.count, for: url)
      storage.disk?.store(data, for: url)
    }
  }

  /// Whether `url` is in memory now (not counted as a use).
  public func isInMemory(_ url: URL) -> Bool { storage.withLock { $0.memory.peek(url) != nil } }

  /// Whether `url` is on disk now (not counted as a use).
  public func isOnDisk(_ url: URL) -> Bool {
    storage.withLock { $0.disk?.contains(url) ?? false }
  }

  /// The bytes held in memory.
  public var memoryUsage: Int { storage.withLock { $0.memory.totalSize } }

  /// The bytes held on disk.
  public var diskUsage: Int { storage.withLock { $0.disk?.totalSize ?? 0 } }

  /// Forgets every image, in memory and on disk.
  public func removeAll() {
    storage.withLock { storage in
      storage.memory.removeAll()
      storage.disk?.removeAll()
    }
  }
}
