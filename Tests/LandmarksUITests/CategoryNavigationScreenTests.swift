import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// L3: back from a detail returns to where the user was in the category rows.
@MainActor
@Suite struct CategoryNavigationScreenTests {
  @Test func backFromALowerRowsItemKeepsTheScrollPositionAndTheRow() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(
      ContentView().environmentObject(fixture.model), size: CGSize(width: 640, height: 384))
    let list = try #require(host.findAll(kind: "List").first)
    list.scrollToEnd()
    let rivers = try #require(fixture.model.categories["Rivers"]).map(\.name)
    // The Rivers row, scrolled sideways by about one item.
    let row = try #require(
      host.findAll(kind: "ScrollView").first { $0.texts.contains(rivers[1]) })
    let unscrolled = try host.find(text: rivers[1]).frame
    row.scroll(to: CGPoint(x: 170, y: 0))
    let before = (
      heading: try host.find(text: "Rivers").frame, item: try host.find(text: rivers[1]).frame,
      screen: host.screen
    )
    #expect(before.screen.contains { $0.contains("Rivers") }, "the lower row is on screen")
    #expect(before.item.minX < unscrolled.minX, "the row is scrolled sideways")
    #expect(!before.screen.contains { $0.contains("Lakes") }, "the list is scrolled down")
    try host.tap(rivers[1])
    #expect(host.contains(text: "About \(rivers[1])"))
    // Back: the navigation bar's button, not the tab of the same name.
    try #require(host.findAll { $0.kind == "Button" && $0.label == "Featured" }.first).tap()
    #expect(try host.find(text: "Rivers").frame == before.heading, "the list did not move")
    #expect(try host.find(text: rivers[1]).frame == before.item, "the row did not move")
    #expect(host.screen == before.screen, "the user sees the same screen as before")
  }
}
