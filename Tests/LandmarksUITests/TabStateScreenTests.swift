import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// Each tab keeps its navigation stack and its state while the other tab is shown.
@MainActor
@Suite struct TabStateScreenTests {
  /// Whether some drawn row of `host` contains `text`.
  func drawn(_ text: String, in host: TestHost) -> Bool {
    host.screen.contains { $0.contains(text) }
  }

  @Test func theListTabKeepsItsDetailAndItsFilterAcrossATabSwitch() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model))
    try host.tap("List")
    try host.toggle("Favorites only")
    try host.tap("Crater Lake")
    #expect(drawn("About Crater Lake", in: host))
    try host.tap("Featured")  // the tab
    #expect(!drawn("About Crater Lake", in: host))
    #expect(drawn("Lakes", in: host))
    try host.tap("List")
    #expect(drawn("About Crater Lake", in: host), "the detail is still open")
    try host.tap("Landmarks")  // back
    #expect(try host.find(control: "Favorites only").isOn == true, "the filter is still on")
    let favorites = fixture.model.landmarks.filter(\.isFavorite).map(\.name)
    #expect(host.findAll(kind: "NavigationLink").map(\.label) == favorites)
  }

  @Test func theFeaturedTabKeepsItsDetailAcrossATabSwitch() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ContentView().environmentObject(fixture.model))
    try host.tap("Jenny Lake")
    #expect(drawn("About Jenny Lake", in: host))
    try host.tap("List")
    #expect(drawn("Favorites only", in: host))
    try host.tap("Featured")  // the tab: the first control of that name
    #expect(drawn("About Jenny Lake", in: host), "the detail is still open")
  }
}
