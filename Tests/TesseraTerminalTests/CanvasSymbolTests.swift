import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// A canvas draws an image it resolved once and coloured with `shading` (a particle
/// system's spark), each time in that colour, where the transform puts it.
@MainActor
@Suite struct CanvasSymbolTests {
  private struct Sparks: View {
    var body: some View {
      Canvas { context, size in
        var spark = context.resolve(Image(systemName: "star.fill"))
        spark.shading = .color(Color(red: 1, green: 0, blue: 0))
        context.blendMode = .plusLighter
        for step in 0..<3 {
          var moved = context
          moved.translateBy(x: CGFloat(step) * 32 + 8, y: 8)
          moved.draw(spark, at: .zero)
        }
        context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 8, y: 40))
      }
      .frame(width: 160, height: 64)
    }
  }

  @Test func aResolvedSymbolIsDrawnInItsShadingWhereverItIsMoved() throws {
    let host = TerminalHost.drawn(Sparks(), columns: 20, rows: 6)
    let screen = try #require(host.front)
    let stars = (0..<screen.rows).flatMap { row in
      (0..<screen.columns).filter { screen[$0, row].grapheme == "★" }.map { ($0, row) }
    }
    #expect(stars.count == 4, "\(screen.lines)")
    let red = stars.filter { screen[$0.0, $0.1].style.foreground == CellStyle.RGB(255, 0, 0) }
    #expect(red.count == 3, "the three resolved sparks are red, the plain star is not")
    #expect(Set(red.map(\.1)).count == 1, "on one row, moved along it")
  }
}
