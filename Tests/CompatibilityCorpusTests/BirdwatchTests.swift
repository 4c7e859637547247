import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Birdwatch

/// The card-grid tutorial app: a `LazyVGrid` of adaptive columns in sections with pinned
/// headers, cards that push a detail by value, and a search field.
@MainActor
@Suite struct BirdwatchTests {
  private func host() -> TestHost { TestHost(app: BirdwatchApp()) }

  @Test func theCardsFillTheColumnsUnderTheirHabitatsHeader() throws {
    let host = host()
    let row = { (text: String) in host.screen.firstIndex { $0.contains(text) } }
    let wetland = try #require(row("Wetland"))
    let heron = try #require(row("Grey Heron"))
    #expect(heron > wetland)
    // 640 points hold three columns of at least 150: the fourth card starts a new line.
    let line = host.screen[heron]
    #expect(line.contains("Little Grebe") && line.contains("Reed Warbler"), "\(line)")
    let kingfisher = try #require(row("Kingfisher"))
    #expect(kingfisher > heron)
    #expect(
      try host.find(text: "Kingfisher").frame.minX == host.find(text: "Grey Heron").frame.minX)
  }

  @Test func aCardOpensItsBirdWhoseLogIsKept() throws {
    let host = host()
    try host.find(text: "Grey Heron").tap()
    #expect(host.contains(text: "Ardea cinerea"))
    #expect(host.screen.contains { $0.contains("Found in the wetland, Ardea cinerea.") })
    #expect(host.contains(text: "Sightings: 3"))
    try host.find(control: "Sightings: 3").increment()
    #expect(host.contains(text: "Sightings: 4"))
    try host.tap("Add to favourites")
    #expect(host.contains(text: "Remove from favourites"))
    try host.tap("Birdwatch")  // back
    #expect(host.contains(text: "Wetland") && !host.contains(text: "Latin name"))
    let star = try host.find(label: "Favourite")
    let card = try host.find(text: "Grey Heron")
    #expect(star.frame.minY < card.frame.minY, "the star sits on the heron's card")
    try host.find(text: "Grey Heron").tap()
    #expect(host.contains(text: "Sightings: 4"), "the log kept the sighting")
  }

  @Test func searchingLeavesTheMatchingCards() throws {
    let host = host()
    try host.type("grebe", into: "Find a bird")
    #expect(host.contains(text: "Little Grebe"))
    #expect(!host.contains(text: "Grey Heron") && !host.contains(text: "Jay"))
  }
}
