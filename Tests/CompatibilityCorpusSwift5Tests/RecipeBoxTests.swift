import Foundation
import Tessera
import TesseraTesting
import Testing

/// An iPad-style recipe box: a two-view `NavigationView` whose list of sections shows
/// its recipes beside the detail, and a search by tag tokens.
@MainActor
@Suite struct RecipeBoxTests {
  private let wide = CGSize(width: 800, height: 384)

  @Test func theListAndTheDetailStandSideBySide() throws {
    let host = TestHost(app: RecipeBoxApp(), size: wide)
    let soup = try host.find(text: "Beetroot soup").frame
    #expect(try host.find(text: "Choose a recipe").frame.minX > soup.maxX)
    try host.find(text: "Lentil curry").tap()
    #expect(host.contains(text: "Ready in 35 minutes"))
    #expect(host.contains(text: "Beetroot soup"), "the list stays beside it")
  }

  @Test func aTagTokenNarrowsTheList() throws {
    let host = TestHost(app: RecipeBoxApp(), size: wide)
    try host.find(control: "Search recipes").focus()
    try host.tap("#vegan")
    #expect(host.contains(text: "Lentil curry") && host.contains(text: "Beetroot soup"))
    #expect(!host.contains(text: "Herb omelette") && !host.contains(text: "Plum crumble"))
    try host.tap("#vegan Remove")
    #expect(host.contains(text: "Herb omelette"))
  }

  @Test func aPhoneShowsTheListAlone() throws {
    let host = TestHost(app: RecipeBoxApp(), size: CGSize(width: 360, height: 384))
    #expect(host.contains(text: "Beetroot soup"))
    #expect(!host.contains(text: "Choose a recipe"))
  }
}
