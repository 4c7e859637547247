import Tessera
import Testing

@testable import TesseraTerminal

/// A shadow is drawn as a terminal can: a tinted column along a box's right and a row
/// along its bottom, so a white card on a light terminal shows where it ends.
@MainActor
@Suite struct ShadowRenderingTests {
  private struct Cards: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 32) {
        Text("Card")
          .frame(width: 80, height: 48)
          .background(Color.white)
          .shadow(radius: 4)
        Text("Plain")
          .frame(width: 80, height: 48)
          .background(Color.white)
        Circle().fill(Color.white).frame(width: 48, height: 48).shadow(radius: 4)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aBoxWithAShadowIsEdgedRightAndBelowAndOneWithoutIsNot() throws {
    let host = TerminalHost.drawn(Cards(), columns: 30, rows: 12)
    let screen = try #require(host.front)
    let page = screen[25, 0].style.background
    // The card is 10 columns by 3 rows at the top-left corner.
    let right = screen[10, 1].style.background
    let below = screen[5, 3].style.background
    #expect(right != nil && right != page, "the column along its right is tinted")
    #expect(below != nil && below == right, "and the row along its bottom")
    #expect(screen[10, 0].style.background == page, "the shadow starts a row down")
    // The plain card, lower down, casts nothing.
    let plainRow = try #require(screen.lines.firstIndex { $0.contains("Plain") })
    #expect(screen[10, plainRow].style.background == page)
    // A round shape's shadow cannot follow its outline in cells: none is drawn.
    #expect(screen[6, plainRow + 5].style.background == page, "no box around the circle")
  }
}
