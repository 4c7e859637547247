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
