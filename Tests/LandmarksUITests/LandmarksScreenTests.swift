import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

@MainActor
@Suite struct LandmarksScreenTests {
  /// A window big enough for the category rows.
  let size = CGSize(width: 1280, height: 1600)

  // L1
  @Test func missingDataShowsAnErrorNamingTheFile() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let model = ModelData(resources: empty, store: nil)
    let host = TestHost(ContentView().environmentObject(model))
    #expect(host.contains(text: "Couldn't find landmarkData.json in the app's resources."))
  }

  @Test func theFeaturedListScrollsDownToItsLastCategory() throws {
    let fixture = LandmarksFixture()
    let window = CGSize(width: 640, height: 384)
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: window)
    let last = try #require(fixture.model.categories.keys.sorted().last)
    let list = try #require(host.findAll(kind: "List").first)
    list.scrollToEnd()
    let title = try host.find(text: last).frame
    #expect(title.minY >= list.frame.minY && title.maxY <= window.height, "\(title)")
  }

  @Test func startsOnTheFeaturedTabWithAllLandmarksLoaded() throws {
    let fixture = LandmarksFixture()
    #expect(fixture.model.landmarks.count == 12)
    let host = TestHost(ContentView().environmentObject(fixture.model), size: size)
    #expect(host.findAll(kind: "NavigationStack").first?.navigationTitle == "Featured")
  }

  // L2
  @Test func pagerShowsTheFeaturesInOrderAndWrapsBothWays() throws {
    let fixture = LandmarksFixture()
    let names = fixture.model.features.map(\.name)
    #expect(names.count == 3)
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: size)
    func shown() -> String? {
      names.first { host.findAll(kind: "Text(\"\($0)\") font: title bold").count > 0 }
    }
    #expect(shown() == names[0])
    let dots = host.findAll { $0.label.hasPrefix("Page ") && $0.kind == "Button" }
    #expect(dots.map(\.label) == ["Page 1", "Page 2", "Page 3"], "one dot per feature")
    try host.tap("Next page")
    #expect(shown() == names[1])
    try host.tap("Next page")
    try host.tap("Next page")
    #expect(shown() == names[0], "forward from the last shows the first")
    try host.tap("Previous page")
    #expect(shown() == names[2], "back from the first shows the last")
    try host.tap("Page 2")
    #expect(shown() == names[1])
    #expect(host.texts.contains("●"))
  }

  // L3
  @Test func categoryRowsAreSortedAndItemsOpenTheirDetail() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: size)
    let headings = host.texts.filter { ["Lakes", "Mountains", "Rivers"].contains($0) }
    #expect(headings == ["Lakes", "Mountains", "Rivers"])
    try host.tap("Jenny Lake")
    #expect(host.contains(text: "About Jenny Lake"))
    try host.tap("Featured")  // the back button
    #expect(host.contains(text: "Lakes"))
  }

  @Test func theDetailsMapIsACoordinateGridWithThePin() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: size)
    try host.tap("Jenny Lake")
    let rows = host.screen
    #expect(rows.contains { $0.contains("📍") }, "\(rows)")
    // The grid's lines, in braille dots: a line of latitude across the map, and lines of
    // longitude down several rows.
    func dots(_ row: String) -> Int { row.filter { ("\u{2800}"..."\u{28FF}").contains($0) }.count }
    #expect(rows.contains { dots($0) > 10 }, "\(rows)")
    #expect(rows.filter { dots($0) > 0 }.count >= 3, "\(rows)")
  }

  // L4
  @Test func favoritesOnlyShowsFavoritesAndTheStarUpdatesTheList() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(LandmarkList().environmentObject(fixture.model), size: size)
    let favorites = fixture.model.landmarks.filter(\.isFavorite).map(\.name)
    try host.toggle("Favorites only")
    let rows = host.findAll(kind: "NavigationLink").map(\.label)
    #expect(rows == favorites, "exactly the favourites, in data order")
    try host.toggle("Favorites only")
    try host.tap("Lake Tahoe")
    try host.tap("Toggle Favorite")
    try host.tap("Landmarks")  // back
    try host.toggle("Favorites only")
    #expect(host.findAll(kind: "NavigationLink").map(\.label).contains("Lake Tahoe"))
    #expect(fixture.relaunch().landmarks.first { $0.name == "Lake Tahoe" }?.isFavorite == true)
  }

  // L5
  @Test func profileEditDoneSavesAndCancelDoesNot() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: size)
    try host.tap("User Profile")
    #expect((try? host.find(control: "Edit")) != nil, "the sheet opens not editing")
    try host.tap("Edit")
    try host.find(control: "Username").setText("ridgewalker")
    try host.tap("Done")
    #expect(fixture.model.profile.username == "ridgewalker")
    #expect(host.contains(text: "ridgewalker"))
    try host.tap("Edit")
    try host.find(control: "Username").setText("discarded")
    try host.tap("Cancel")
    #expect(fixture.model.profile.username == "ridgewalker")
    #expect(fixture.relaunch().profile.username == "ridgewalker", "the profile survives a restart")
  }

  @Test func dismissingWhileEditingSavesAndTheNextOpeningIsNotEditing() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: size)
    try host.tap("User Profile")
    try host.tap("Edit")
    try host.find(control: "Username").setText("closed-while-editing")
    try host.dismissPresentation()
    #expect(fixture.model.profile.username == "closed-while-editing")
    try host.tap("User Profile")
    #expect((try? host.find(control: "Edit")) != nil)
  }

  // L7
  @Test func chevronShowsTheHikeDetailAndMetricsSwitchTheGraph() throws {
    let fixture = LandmarksFixture()
    let hike = try #require(fixture.model.hikes.first)
    let host = TestHost(HikeView(hike: hike), size: size)
    #expect(!host.contains(text: "Heart Rate"))
    try host.tap("Graph")
    #expect(host.contains(text: "Heart Rate"))
    let before = host.snapshot
    try host.tap("Heart Rate")
    #expect(host.snapshot != before, "the graph is drawn for the new metric")
    try host.tap("Graph")
    #expect(!host.contains(text: "Heart Rate"))
  }
  @Test func theHikeDetailMovesInFromTheTrailingEdgeWhileFadingIn() throws {
    let fixture = LandmarksFixture()
    let hike = try #require(fixture.model.hikes.first)
    let host = TestHost(HikeView(hike: hike), size: size)
    host.animationMode = .onTheClock
    try host.tap("Graph")
    let pace = try host.find(text: "Pace")
    let start = try #require(host.drawnFrame(of: pace))
    #expect(start.minX > pace.frame.minX, "it starts toward the trailing edge")
    #expect(host.drawnOpacity(of: pace) == 0, "and invisible")
    host.advance(by: .milliseconds(150))
    let midway = try #require(host.drawnFrame(of: pace))
    #expect(midway.minX < start.minX && midway.minX > pace.frame.minX)
    let opacity = try #require(host.drawnOpacity(of: pace))
    #expect(opacity > 0 && opacity < 1)
    host.advance(by: .seconds(2))
    #expect(host.drawnFrame(of: pace) == pace.frame)
    // Closing it: gone from the views at once, drawn fading until the animation ends.
    try host.tap("Graph")
    #expect(!host.contains(text: "Pace"))
    host.advance(by: .milliseconds(100))
    #expect(host.screen.contains { $0.contains("Pace") }, "still drawn on its way out")
    host.advance(by: .seconds(2))
    #expect(!host.screen.contains { $0.contains("Pace") })
  }
}
