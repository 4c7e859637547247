import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// What the profile summary, the badges and the map stand-in show.
@MainActor
@Suite struct SummaryScreenTests {
  /// The drawn rows of `host`, as one text for messages.
  func shown(_ host: TestHost) -> String { host.screen.joined(separator: "\n") }

  /// Whether some drawn row of `host` contains `text`.
  func drawn(_ text: String, in host: TestHost) -> Bool {
    host.screen.contains { $0.contains(text) }
  }

  @Test func theSummaryShowsTheProfileBadgesAndTheRecentHike() throws {
    let fixture = LandmarksFixture()
    let goal = Date(timeIntervalSince1970: 1_790_000_000)
    let profile = Profile(
      username: "ridgewalker", prefersNotifications: false, seasonalPhoto: .autumn, goalDate: goal)
    let host = TestHost(
      ProfileSummary(profile: profile).environmentObject(fixture.model),
      size: CGSize(width: 640, height: 800))
    let hike = try #require(fixture.model.hikes.first)
    let texts = [
      "ridgewalker", "Notifications: Off", "Seasonal Photos: 🍂",
      "Goal Date: \(goal.formatted(date: .long, time: .omitted))", "Completed Badges",
      "First Hike", "Earth Day", "Tenth Hike", "Recent Hikes", hike.name, hike.distanceText,
    ]
    for text in texts {
      #expect(drawn(text, in: host), "\(text) is not drawn:\n\(shown(host))")
    }
    let badges = host.findAll { $0.description.hasPrefix("accessibilityLabel(\"Badge for") }
    #expect(
      badges.map(\.label) == [
        "Badge for First Hike.", "Badge for Earth Day.", "Badge for Tenth Hike.",
      ])
  }

  @Test func notificationsOnAndOtherSeasonsAreShownToo() throws {
    let fixture = LandmarksFixture()
    var profile = Profile.default
    profile.prefersNotifications = true
    profile.seasonalPhoto = .spring
    let host = TestHost(ProfileSummary(profile: profile).environmentObject(fixture.model))
    #expect(drawn("Notifications: On", in: host), "\(shown(host))")
    #expect(drawn("Seasonal Photos: 🌷", in: host), "\(shown(host))")
  }

  @Test func aBadgeShowsItsNameUnderItsArt() throws {
    let host = TestHost(HikeBadge(name: "Earth Day"), size: CGSize(width: 160, height: 96))
    let art = try host.find(BadgeArt.self).frame
    let caption = try host.find(text: "Earth Day").frame
    #expect(caption.minY >= art.maxY, "the name is under the art")
    #expect(drawn("Earth Day", in: host), "\(shown(host))")
    #expect((try? host.find(control: "Badge for Earth Day.")) == nil, "a badge is not a control")
    #expect(host.findAll(kind: "accessibilityLabel(\"Badge for Earth Day.\")").count == 1)
  }

  @Test func theMapStandInShowsThePinAndTheCoordinates() throws {
    let north = TestHost(
      MapView(coordinate: .init(latitude: 42.9446, longitude: -122.109)),
      size: CGSize(width: 320, height: 128))
    #expect(drawn("📍", in: north), "\(shown(north))")
    #expect(drawn("42.94°N 122.11°W", in: north), "\(shown(north))")
    let south = TestHost(
      MapView(coordinate: .init(latitude: -33.8568, longitude: 151.2153)),
      size: CGSize(width: 320, height: 128))
    #expect(drawn("33.86°S 151.22°E", in: south), "\(shown(south))")
  }

  @Test func eachDetailPagesMapShowsItsLandmarksCoordinates() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model))
    try host.tap("List")
    for landmark in fixture.model.landmarks.prefix(3) {
      try host.tap(landmark.name)
      #expect(drawn(MapView.format(landmark.coordinates), in: host), "\(shown(host))")
      try host.tap("Landmarks")
    }
  }
}
