import Foundation
import Tessera
import Testing

@Suite struct ImageCacheTests {
  private let a = URL(string: "http://example.test/a.png")!
  private let b = URL(string: "http://example.test/b.png")!
  private let c = URL(string: "http://example.test/c.png")!
  private let d = URL(string: "http://example.test/d.png")!

  private func bytes(_ count: Int, _ value: UInt8 = 1) -> Data {
    Data(repeating: value, count: count)
  }

  @Test func memoryEvictsTheLeastRecentlyUsedWithinItsLimit() {
    let cache = ImageCache(memoryLimit: 300, diskLimit: 0, directory: nil)
    cache.store(bytes(100), for: a)
    cache.store(bytes(100), for: b)
    cache.store(bytes(100), for: c)
    #expect(cache.data(for: a) != nil, "a is used, so b is now the least recent")
    cache.store(bytes(100), for: d)
    #expect(cache.isInMemory(a) && cache.isInMemory(c) && cache.isInMemory(d))
    #expect(!cache.isInMemory(b))
    #expect(cache.memoryUsage == 300)
  }

  @Test func diskEvictsTheLeastRecentlyUsedWithinItsOwnLimit() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = ImageCache(memoryLimit: 1_000, diskLimit: 250, directory: directory)
    cache.store(bytes(100), for: a)
    cache.store(bytes(100), for: b)
    _ = cache.data(for: a)
    cache.store(bytes(100), for: c)
    #expect(cache.isOnDisk(a) && cache.isOnDisk(c))
    #expect(!cache.isOnDisk(b))
    #expect(cache.isInMemory(b), "memory has room for all three")
    #expect(cache.diskUsage == 200)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.filter { $0.hasSuffix(".img") }.count == 2, "the evicted file is deleted")
  }

  @Test func anImageBiggerThanALimitIsNotKeptAtThatLevel() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = ImageCache(memoryLimit: 50, diskLimit: 500, directory: directory)
    cache.store(bytes(100), for: a)
    #expect(!cache.isInMemory(a))
    #expect(cache.isOnDisk(a))
    #expect(cache.data(for: a) == bytes(100))
    #expect(cache.memoryUsage == 0, "too big to be brought back into memory")
  }

  @Test func theDiskCacheAndItsOrderSurviveARestart() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let cache = ImageCache(memoryLimit: 1_000, diskLimit: 300, directory: directory)
      cache.store(bytes(100, 1), for: a)
      cache.store(bytes(100, 2), for: b)
      cache.store(bytes(100, 3), for: c)
      _ = cache.data(for: a)
    }
    let reopened = ImageCache(memoryLimit: 1_000, diskLimit: 300, directory: directory)
    #expect(!reopened.isInMemory(b))
    #expect(reopened.data(for: b) == bytes(100, 2), "found on disk and brought into memory")
    #expect(reopened.isInMemory(b))
    reopened.store(bytes(100, 4), for: d)
    #expect(!reopened.isOnDisk(c), "c was the least recently used across the restart")
    #expect(reopened.isOnDisk(a) && reopened.isOnDisk(b) && reopened.isOnDisk(d))
  }

  @Test func aSmallerLimitOnReopeningEvictsAtOnce() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let cache = ImageCache(memoryLimit: 0, diskLimit: 1_000, directory: directory)
      for url in [a, b, c] { cache.store(bytes(100), for: url) }
    }
    let reopened = ImageCache(memoryLimit: 0, diskLimit: 150, directory: directory)
    #expect(reopened.diskUsage == 100)
    #expect(reopened.isOnDisk(c))
  }

  @Test func anUnreadableIndexStartsEmptyAndClearsOldStrayFiles() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("{ not json".utf8).write(to: directory.appendingPathComponent("index.json"))
    let old = directory.appendingPathComponent("left-by-a-crash.img")
    let fresh = directory.appendingPathComponent("another-program-storing.img")
    try bytes(10).write(to: old)
    try bytes(10).write(to: fresh)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3_600)], ofItemAtPath: old.path)
    let cache = ImageCache(directory: directory)
    #expect(cache.diskUsage == 0)
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path), "maybe another program's")
  }

  @Test func aDirectoryThatCannotBeCreatedTurnsTheDiskCacheOff() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("a-file")
    try bytes(1).write(to: file)
    let cache = ImageCache(directory: file.appendingPathComponent("images"))
    #expect(cache.directory == nil)
    cache.store(bytes(10), for: a)
    #expect(cache.isInMemory(a))
    #expect(!cache.isOnDisk(a))
  }

  @Test func theDefaultDirectoryIsUnderTheXDGCacheHome() {
    let xdg = ImageCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"])
    #expect(xdg.path.hasPrefix("/x/cache/"))
    #expect(xdg.lastPathComponent == "images")
    let relative = ImageCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])
    #expect(relative.path.hasPrefix("/h/.cache/"), "a relative XDG_CACHE_HOME is ignored")
    #expect(ImageCache.defaultMemoryLimit == 20 * 1024 * 1024)
    #expect(ImageCache.defaultDiskLimit == 30 * 1024 * 1024)
  }
}
