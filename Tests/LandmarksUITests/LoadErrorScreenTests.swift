import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// L1 through the views: bad bundled data shows an error naming the file and the place.
@MainActor
@Suite struct LoadErrorScreenTests {
  /// A copy of the bundled data whose fourth landmark has a latitude of "north".
  func resourcesWithABadLatitude() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let bundled = LandmarksResources.directory
    try FileManager.default.copyItem(
      at: bundled.appendingPathComponent("hikeData.json"),
      to: directory.appendingPathComponent("hikeData.json"))
    let data = try Data(contentsOf: bundled.appendingPathComponent("landmarkData.json"))
    var rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    rows[3]["coordinates"] = ["latitude": "north", "longitude": 0]
    try JSONSerialization.data(withJSONObject: rows)
      .write(to: directory.appendingPathComponent("landmarkData.json"))
    return directory
  }

  @Test func malformedDataShowsTheFileAndTheCodingPathOnScreen() throws {
    let resources = try resourcesWithABadLatitude()
    defer { try? FileManager.default.removeItem(at: resources) }
    let model = ModelData(resources: resources, store: nil)
    let host = TestHost(
      ContentView().environmentObject(model), size: CGSize(width: 640, height: 384))
    let screen = host.screen
    let shown = screen.joined(separator: "\n")
    #expect(screen.contains { $0.contains("Landmarks can't start") }, "\(shown)")
    #expect(
      screen.contains {
        $0.contains("Couldn't parse landmarkData.json at [3].coordinates.latitude")
      },
      "\(shown)")
    #expect(!screen.contains { $0.contains("Featured") }, "no tabs over data that did not load")
  }
}
