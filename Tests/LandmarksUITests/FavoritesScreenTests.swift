import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// L4: the star in a detail page changes the list at once, filtered or not.
@MainActor
@Suite struct FavoritesScreenTests {
  let window = CGSize(width: 640, height: 384)

  /// The drawn row of the list that shows `name`, if one is drawn.
  func row(_ name: String, in host: TestHost) -> String? {
    host.screen.first { $0.contains(name) }
  }

  /// The names of the rows in the list, in order.
  func rows(in host: TestHost) -> [String] {
    host.findAll(kind: "NavigationLink").map(\.label)
  }

  @Test func unstarringAFavoriteWithTheFilterOnRemovesItsRowAtOnce() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(LandmarkList().environmentObject(fixture.model), size: window)
    try host.toggle("Favorites only")
    #expect(rows(in: host).contains("Crater Lake"))
    try host.tap("Crater Lake")
    try host.tap("Toggle Favorite")
    try host.tap("Landmarks")  // back
    #expect(try host.find(control: "Favorites only").isOn == true, "the filter stayed on")
    let favorites = fixture.model.landmarks.filter(\.isFavorite).map(\.name)
    #expect(!favorites.contains("Crater Lake"))
    #expect(rows(in: host) == favorites, "the row is gone, the other favourites stay")
    #expect(row("Crater Lake", in: host) == nil, "\(host.screen.joined(separator: "\n"))")
    #expect(row(favorites[0], in: host) != nil)
  }

  @Test func withTheFilterOffTheRowsStarFollowsTheDetailsButton() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(LandmarkList().environmentObject(fixture.model), size: window)
    #expect(row("Jenny Lake", in: host)?.contains("★") == false)
    try host.tap("Jenny Lake")
    try host.tap("Toggle Favorite")
    try host.tap("Landmarks")
    #expect(rows(in: host).contains("Jenny Lake"), "the unfiltered list keeps every row")
    #expect(row("Jenny Lake", in: host)?.contains("★") == true, "the star appears")
    try host.tap("Jenny Lake")
    try host.tap("Toggle Favorite")
    try host.tap("Landmarks")
    #expect(row("Jenny Lake", in: host)?.contains("★") == false, "and goes again")
  }
}
