import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

@MainActor
@Suite struct LandmarksPersistenceScreenTests {
  @Test func corruptSaveFileIsReportedOnScreenAndSetAside() throws {
    let fixture = LandmarksFixture()
    try FileManager.default.createDirectory(
      at: fixture.directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: fixture.store.fileURL)
    let model = fixture.relaunch()
    let host = TestHost(
      ContentView().environmentObject(model), size: CGSize(width: 1280, height: 800))
    let warning = try #require(host.texts.first { $0.contains("Couldn't read") })
    #expect(warning.contains("Moved it to"))
    let files = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path)
    #expect(files.contains { $0.hasPrefix("state.json.corrupt-") })
  }

  @Test func theCorruptFileWarningIsReadableOnAnEightyByTwentyFourScreen() throws {
    // A short directory, as ~/.local/share/landmarks is, so the whole path fits a row.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lm-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: store.fileURL)
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    let host = TestHost(
      ContentView().environmentObject(model), size: CGSize(width: 640, height: 384))
    let aside = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .first { $0.hasPrefix("state.json.corrupt-") })
    let screen = host.screen
    #expect(
      screen.contains { $0.contains("Couldn't read your saved state.json (not valid JSON).") },
      "\(screen.joined(separator: "\n"))")
    #expect(
      screen.contains { $0.contains("Moved it to \(directory.path)/\(aside)") },
      "\(screen.joined(separator: "\n"))")
    #expect(screen.contains { $0.contains("Featured") }, "the app is still there below it")
  }

  @Test func theWarningCanBeDismissedAndGivesItsRowsBack() throws {
    let fixture = LandmarksFixture()
    try FileManager.default.createDirectory(
      at: fixture.directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: fixture.store.fileURL)
    let host = TestHost(ContentView().environmentObject(fixture.relaunch()))
    let profileRow = { host.screen.firstIndex { $0.contains("User Profile") } }
    let withWarning = try #require(profileRow())
    #expect(host.screen.contains { $0.contains("Couldn't read your saved state.json") })
    try host.tap("Dismiss")
    #expect(!host.screen.contains { $0.contains("Couldn't read") }, "the warning is gone")
    let without = try #require(profileRow())
    #expect(without < withWarning, "the app moves up into the warning's rows")
    #expect((try? host.find(control: "Dismiss")) == nil)
  }
}
