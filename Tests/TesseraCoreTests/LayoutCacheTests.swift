import Tessera
import TesseraTesting
import Testing

/// A button whose title grows by a letter each time it is tapped.
private struct GrowingLeaf: View {
  @State private var title = "a"
  var body: some View { Button(title) { title += "a" } }
}

/// The growing leaf above a column of `siblings` texts that never change, all on a
/// background sized by the stack.
private struct LeafAndSiblings: View {
  let siblings: Int
  var body: some View {
    VStack(spacing: 0) {
      GrowingLeaf()
      VStack(spacing: 0) {
        ForEach(0..<siblings, id: \.self) { index in Text("sibling \(index)") }
      }
    }
    .background(Color.red)
  }
}

@MainActor
@Suite struct LayoutCacheTests {
  @Test func layingOutAgainWithoutChangesMeasuresNothing() {
    let host = TestHost(LeafAndSiblings(siblings: 10))
    let before = host.layoutMeasurements
    #expect(before > 0)
    host.layoutAgain()
    host.layoutAgain()
    #expect(host.layoutMeasurements == before)
  }

  @Test func aChangedLeafIsMeasuredWithItsAncestorsButNotItsSiblings() throws {
    /// How many sizes one tap measures with `siblings` unchanged texts beside the leaf,
    /// and the background's width before and after.
    func tapCost(siblings: Int) throws -> (measured: Int, before: CGFloat, after: CGFloat) {
      let host = TestHost(LeafAndSiblings(siblings: siblings))
      let background = { try #require(host.findAll(kind: "Rectangle fill: red").first).frame }
      let widthBefore = try background().width
      try host.tap("a")
      let start = host.layoutMeasurements
      try host.tap("aa")
      let measured = host.layoutMeasurements - start
      return (measured, widthBefore, try background().width)
    }
    // The leaf outgrows its siblings: "aaa" (24 pt) vs "sibling 0" (72 pt) is not enough,
    // so the longest sibling sets the width unless there is none.
    let alone = try tapCost(siblings: 0)
    #expect(alone.after > alone.before, "the ancestors took the leaf's new size")
    let few = try tapCost(siblings: 5)
    let many = try tapCost(siblings: 200)
    #expect(few.measured > 0, "the leaf and its ancestors are measured again")
    // Measuring the 200 siblings again would take at least 200 measurements. (The exact
    // count varies by a few: a node whose size changed stops being checked at the first
    // proposal that differs, in no fixed order.)
    #expect(
      many.measured < 50 && many.measured <= few.measured + 5,
      "unchanged siblings are not measured again: \(few.measured) vs \(many.measured)")
  }
}
