import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// The app in an 80 × 24 terminal's window (640 × 384 points): what matters on each
/// screen is drawn, or reachable by scrolling.
@MainActor
@Suite struct SmallScreenTests {
  let window = CGSize(width: 640, height: 384)

  /// Whether some drawn row of `host` contains `text`.
  func drawn(_ text: String, in host: TestHost) -> Bool {
    host.screen.contains { $0.contains(text) }
  }

  @Test func theFeaturedScreenShowsTheTitleProfileButtonPagerAndFirstCategory() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model), size: window)
    let screen = host.screen.joined(separator: "\n")
    let first = try #require(fixture.model.features.first).name
    for text in ["Featured", "User Profile", first, "●○○", "Lakes", "List"] {
      #expect(drawn(text, in: host), "\(text) is not drawn:\n\(screen)")
    }
  }

  @Test func aDetailPageShowsTheNameStarAndAboutWithoutScrolling() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model), size: window)
    try host.tap("List")
    try host.tap("Crater Lake")
    let screen = host.screen.joined(separator: "\n")
    #expect(drawn("42.94°N 122.10°W", in: host), "the map:\n\(screen)")
    #expect(drawn("Crater Lake ★", in: host), "the name with its star:\n\(screen)")
    #expect(drawn("Crater Lake National Park", in: host), "\(screen)")
    #expect(drawn("About Crater Lake", in: host), "\(screen)")
    try host.tap("Toggle Favorite")
    #expect(drawn("Crater Lake ☆", in: host), "the star is drawn off at once")
  }

  @Test func aDetailPageInATallWindowKeepsTheTutorialsMap() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(
      ContentView().environmentObject(fixture.model), size: CGSize(width: 1280, height: 1600))
    try host.tap("List")
    try host.tap("Crater Lake")
    #expect(try host.find(MapView.self).frame.height == 300)
  }

  @Test func theProfileSheetShowsTheSummaryAndScrollsToTheRecentHike() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model), size: window)
    try host.tap("User Profile")
    let screen = host.screen.joined(separator: "\n")
    for text in ["Edit", fixture.model.profile.username, "Notifications: On", "Goal Date: "] {
      #expect(drawn(text, in: host), "\(text) is not drawn:\n\(screen)")
    }
    let hike = try #require(fixture.model.hikes.first).name
    let summary = try #require(host.findAll(kind: "ScrollView").first)
    summary.scrollToEnd()
    #expect(drawn("Recent Hikes", in: host), "\(host.screen.joined(separator: "\n"))")
    #expect(drawn(hike, in: host), "\(host.screen.joined(separator: "\n"))")
  }

  @Test func theProfileEditorShowsEveryFieldAndDone() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model), size: window)
    try host.tap("User Profile")
    try host.tap("Edit")
    let screen = host.screen.joined(separator: "\n")
    for text in ["Cancel", "Done", "Username", "Enable Notifications", "🌷", "Goal Date"] {
      #expect(drawn(text, in: host), "\(text) is not drawn:\n\(screen)")
    }
  }
}
