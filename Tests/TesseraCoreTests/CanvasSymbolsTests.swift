import Foundation
import Tessera
import TesseraTesting
import Testing

/// A canvas's symbols: views given to `Canvas(renderer:symbols:)`, found by their tags
/// with `resolveSymbol(id:)` and drawn where and as often as the renderer says.
@MainActor
@Suite struct CanvasSymbolsTests {
  private struct Sky: View {
    var body: some View {
      Canvas { context, size in
        guard let star = context.resolveSymbol(id: "star"),
          let label = context.resolveSymbol(id: 1)
        else { return }
        for index in 0..<3 {
          context.draw(star, at: CGPoint(x: 16 + CGFloat(index) * 40, y: 8))
        }
        context.draw(label, at: CGPoint(x: 0, y: 32), anchor: .topLeading)
        if context.resolveSymbol(id: "moon") == nil {
          context.draw(Text("no moon"), at: CGPoint(x: 0, y: 64), anchor: .topLeading)
        }
        context.draw(
          Text("star \(Int(star.size.width))×\(Int(star.size.height))"),
          at: CGPoint(x: 0, y: 80), anchor: .topLeading)
      } symbols: {
        Image(systemName: "star.fill").tag("star")
        Text("North").tag(1)
        Text("Unused").tag(2)
      }
      .frame(width: 200, height: 100)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func symbolsAreDrawnWhereTheRendererSaysAndNowhereElse() {
    let screen = TestHost(Sky()).screen
    #expect(screen[0].filter { $0 == "★" }.count == 3, "\(screen)")
    #expect(screen[2].hasPrefix("North"), "\(screen)")
    #expect(!screen.joined().contains("Unused"), "a symbol not drawn is not shown")
    #expect(screen[4].hasPrefix("no moon"), "an unknown id resolves to nil")
    // A symbol picture is laid out two cells wide.
    #expect(screen[5].hasPrefix("star 16×16"), "a symbol's size is its view's: \(screen)")
  }
}
