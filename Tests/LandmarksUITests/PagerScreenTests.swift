import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// L2: the filled dot is always the page shown.
@MainActor
@Suite struct PagerScreenTests {
  @Test func theFilledDotFollowsThePageInBothDirectionsAndAcrossTheEnds() throws {
    let fixture = LandmarksFixture()
    let names = fixture.model.features.map(\.name)
    let host = TestHost(CategoryHome().environmentObject(fixture.model))

    /// The index of the feature whose card is shown.
    func shownPage() -> Int? {
      names.firstIndex { host.findAll(kind: "Text(\"\($0)\") font: title bold").count > 0 }
    }
    /// The index of the filled dot, and how many dots are filled.
    func filledDots() -> [Int] {
      host.findAll { $0.kind == "Button" && $0.label.hasPrefix("Page ") }
        .enumerated().filter { $0.element.texts == ["●"] }.map(\.offset)
    }

    #expect(shownPage() == 0)
    #expect(filledDots() == [0])
    let steps: [(control: String, page: Int)] = [
      ("Next page", 1), ("Next page", 2), ("Next page", 0),  // forward, wrapping
      ("Previous page", 2), ("Previous page", 1), ("Previous page", 0),  // back, wrapping
      ("Previous page", 2), ("Page 1", 0), ("Page 3", 2), ("Next page", 0),
    ]
    for step in steps {
      try host.tap(step.control)
      #expect(shownPage() == step.page, "after \(step.control)")
      #expect(filledDots() == [step.page], "after \(step.control), the dot matches the page")
    }
  }
}

/// The featured card takes the window's width at 3:2, no taller than 3/5 of the window,
/// so the categories still show below it.
@MainActor
@Suite struct FeaturedCardSizeTests {
  @Test(arguments: [CGSize(width: 640, height: 384), CGSize(width: 1600, height: 960)])
  func theCardGrowsWithTheWindowAndTheCategoriesStillShow(window: CGSize) throws {
    let fixture = LandmarksFixture()
    let host = TestHost(CategoryHome().environmentObject(fixture.model), size: window)
    let card = try #require(host.findAll(kind: "Image").map(\.frame).max { $0.width < $1.width })
    #expect(abs(card.width / card.height - 1.5) < 0.1, "3:2: \(card)")
    #expect(card.height <= window.height * 0.6, "no taller than 3/5 of the window: \(card)")
    #expect(card.width >= min(window.width * 0.5, 1.5 * window.height * 0.5), "wide: \(card)")
    let firstCategory = try #require(fixture.model.categories.keys.sorted().first)
    let title = try host.find(text: firstCategory).frame
    #expect(title.maxY <= window.height, "\(firstCategory) shows below the card")
  }
}
