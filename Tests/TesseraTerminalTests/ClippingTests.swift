import Tessera
import Testing

@testable import TesseraTerminal

/// `clipped()`, `clipShape` and `cornerRadius` hide what a view draws outside its frame,
/// in the terminal as in SwiftUI: a picture filling a square does not spill over its
/// neighbours.
@MainActor
@Suite struct ClippingTests {
  /// A line of ten letters in a frame four cells wide (a cell is 8 × 16 points), centred
  /// in a 20-column row between two bars.
  private func overflowing(_ clip: (AnyView) -> AnyView) -> some View {
    HStack(spacing: 0) {
      Text("|")
      clip(AnyView(Text("ABCDEFGHIJ").fixedSize().frame(width: 32)))
      Text("|")
    }
  }

  @Test func textOutsideAClippedFrameIsNotDrawn() throws {
    let unclipped = try #require(
      TerminalHost.drawn(overflowing { $0 }, columns: 20, rows: 6).front)
    #expect(
      unclipped.lines.contains { $0.contains("ABC") && $0.contains("IJ") }, "\(unclipped.lines)")

    for clip: (AnyView) -> AnyView in [
      { AnyView($0.clipped()) }, { AnyView($0.clipShape(Capsule())) },
      { AnyView($0.cornerRadius(4)) },
    ] {
      let screen = try #require(TerminalHost.drawn(overflowing(clip), columns: 20, rows: 6).front)
      let row = try #require(screen.lines.first { $0.contains("DEFG") }, "\(screen.lines)")
      #expect(row.contains("|DEFG|"), "only the four letters inside the frame: \(row)")
    }
  }

  @Test func aFillLargerThanItsClippedFrameStaysInside() throws {
    // A red fill of 10 × 4 cells in a clipped frame of 5 × 1.
    let view = VStack(spacing: 0) {
      Text("above")
      Color.red.frame(width: 80, height: 64).frame(width: 40, height: 16).clipped()
      Text("below")
    }
    let screen = try #require(TerminalHost.drawn(view, columns: 20, rows: 8).front)
    let above = try #require(screen.lines.firstIndex { $0.contains("above") }, "\(screen.lines)")
    #expect(screen.lines[above + 2].contains("below"), "\(screen.lines)")
    let fill = try #require(
      (0..<screen.columns).lazy.compactMap { screen[$0, above + 1].style.background }.first)
    let filled = (0..<screen.rows).flatMap { row in
      (0..<screen.columns).filter { screen[$0, row].style.background == fill }.map { (row, $0) }
    }
    #expect(filled.count == 5, "one row of five cells: \(filled)")
    #expect(filled.allSatisfy { $0.0 == above + 1 })
  }
}

extension ClippingTests {
  @Test func aScrollViewClipsItsContentUnlessScrollClipIsDisabled() throws {
    func screen(clipDisabled: Bool) throws -> [String] {
      // A card two rows above the top of a scroll view three rows high.
      let view = VStack(spacing: 0) {
        Text("title")
        Text("above")
        ScrollView {
          Text("lifted").offset(y: -32)
          Text("inside")
        }
        .frame(height: 48)
        .scrollClipDisabled(clipDisabled)
      }
      return try #require(TerminalHost.drawn(view, columns: 20, rows: 8).front).lines
    }
    #expect(try !screen(clipDisabled: false).contains { $0.contains("lifted") })
    let unclipped = try screen(clipDisabled: true)
    #expect(unclipped.contains { $0.contains("lifted") }, "\(unclipped)")
    #expect(unclipped.contains { $0.contains("inside") })
  }
}
