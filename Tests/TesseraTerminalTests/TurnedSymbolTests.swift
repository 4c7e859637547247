import Tessera
import TesseraTesting
import Testing

/// A terminal cannot turn a glyph, but a turned arrow or chevron points the way it would:
/// Landmarks' hike chevron points down when the graph opens.
@MainActor
@Suite struct TurnedSymbolTests {
  @Test func aQuarterTurnedChevronPointsDown() {
    let host = TestHost(
      VStack {
        Image(systemName: "chevron.right").rotationEffect(.degrees(90))
        Image(systemName: "arrow.right").rotationEffect(.degrees(180))
        Image(systemName: "chevron.right").rotationEffect(.degrees(-90))
        Image(systemName: "star").rotationEffect(.degrees(90))
        Image(systemName: "chevron.right")
      })
    let glyphs = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(glyphs == ["˅", "←", "˄", "☆", "›"], "\(glyphs)")
  }
}
