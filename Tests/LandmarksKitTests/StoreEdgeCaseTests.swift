import Foundation
import Testing

@testable import LandmarksKit

#if canImport(Glibc)
  import Glibc
#endif

/// Saved state that is there but cannot be used as it is: never lost, never overwritten.
@Suite("Persistence edge cases")
@MainActor
struct StoreEdgeCaseTests {
  /// Permissions do not stop root, so the tests that rely on them run as other users.
  nonisolated static var obeysPermissions: Bool { getuid() != 0 }

  /// A store whose state.json is a link to a directory: it exists and cannot be read,
  /// whoever runs the test, and a rename would replace the link.
  func storeWithAnUnreadableFile() throws -> (LandmarksStore, URL) {
    let directory = try makeTemporaryDirectory()
    let target = directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let store = LandmarksStore(directory: directory)
    try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: target)
    return (store, directory)
  }

  @Test func aFileThatCannotBeReadIsReportedAndNotTreatedAsEmpty() throws {
    let (store, directory) = try storeWithAnUnreadableFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    guard case .unreadable(let message) = store.load() else {
      Issue.record("an unreadable file was not reported")
      return
    }
    #expect(!message.isEmpty)
    #expect(try fileNames(in: directory) == ["elsewhere", "state.json"], "nothing moved")
  }

  @Test func theModelWarnsAndDoesNotSaveOverAnUnreadableFile() throws {
    let (store, directory) = try storeWithAnUnreadableFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    let warning = try #require(model.storeWarning)
    #expect(warning.contains("Couldn't read your saved state.json"))
    #expect(warning.contains("changes will not be saved"))
    model.profile.username = "not saved"
    model.landmarks[0].isFavorite.toggle()
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: store.fileURL.path)
    #expect(link.hasSuffix("elsewhere"), "state.json is still the user's, not a new save")
    #expect(try fileNames(in: directory) == ["elsewhere", "state.json"])
  }

  @Test(.enabled(if: obeysPermissions)) func aFileWithoutReadPermissionIsKept() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try Data("{\"favoriteIDs\": [1001]}".utf8).write(to: store.fileURL)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: store.fileURL.path)
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    #expect(model.storeWarning?.contains("changes will not be saved") == true)
    model.profile.username = "not saved"
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path)
    #expect(try text(at: store.fileURL) == "{\"favoriteIDs\": [1001]}")
  }

  @Test(.enabled(if: obeysPermissions)) func aCorruptFileThatCannotBeMovedIsKept() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try Data("garbage".utf8).write(to: store.fileURL)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    guard case .unreadable(let message) = store.load() else {
      Issue.record("a file that could not be moved was reported as moved")
      return
    }
    #expect(message.contains("could not move it aside"))
    #expect(try text(at: store.fileURL) == "garbage")
  }

  @Test func staleTemporaryFilesOfOursAreRemovedOnLoadAndFreshOnesKept() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    let stale = directory.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    let fresh = directory.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    let theirs = directory.appendingPathComponent(".other.json.\(UUID().uuidString).tmp")
    for file in [stale, fresh, theirs] { try Data("{\"favoriteIDs\": [10".utf8).write(to: file) }
    let old = Date().addingTimeInterval(-2 * 60)
    for file in [stale, theirs] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
    }
    #expect(store.load() == .empty)
    let names = try fileNames(in: directory)
    #expect(!names.contains(stale.lastPathComponent), "a killed save's leftover is removed")
    #expect(names.contains(fresh.lastPathComponent), "a save in progress elsewhere is left")
    #expect(names.contains(theirs.lastPathComponent), "another file's temporary is not ours")
  }
}
