import EndToEndSupport
import Foundation
import Testing

/// An app finds its documents and application support folders made, as on Apple
/// platforms, even on a machine that has neither (a server reached over ssh).
@Suite(
  .serialized,
  .enabled(
    if: BuiltExecutable.path("Catalog") != nil && UserDocuments.canGo,
    "needs the built Catalog, and no documents in the user's documents folder"))
struct AppFoldersEndToEndTests {
  @Test func anAppStartedWithoutItsFoldersFindsThemMade() throws {
    try? FileManager.default.removeItem(at: UserDocuments.folder)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-bare-home-\(getpid())")
    try? FileManager.default.removeItem(at: home)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // Listing the previews starts the app as `@main` does, and exits at once.
    let app = try Spawn.start(
      BuiltExecutable.path("Catalog")!, ["--list-previews"],
      environment: ["XDG_DATA_HOME": home.appendingPathComponent("data").path])
    #expect(Spawn.waitForExit(app, timeout: 20) == 0)
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: UserDocuments.folder.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "\(UserDocuments.folder.path) is a folder")
    #expect(
      FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path),
      "the application support folder (XDG_DATA_HOME)")
  }
}

/// The user's documents folder, which the test takes away and the app makes again.
private enum UserDocuments {
  /// The documents folder Foundation gives apps (on Linux it follows the user's
  /// account, not `HOME`).
  static let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

  /// Whether the test may take the documents folder away: it is missing or empty.
  static var canGo: Bool {
    let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    return contents?.isEmpty ?? true
  }
}
