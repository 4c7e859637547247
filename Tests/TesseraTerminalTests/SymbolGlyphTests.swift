import Tessera
import TesseraTerminal
import TesseraTesting
import Testing

/// Symbols drawn as glyphs in the terminal: a variant the terminal has no glyph of is
/// drawn as the symbol it varies, and a numbered symbol as its number.
@MainActor
@Suite struct SymbolGlyphTests {
  @Test func variantsFallBackToTheSymbolTheyVary() {
    #expect(SymbolGlyphs.glyph(for: "arrow.right.circle.fill") == "→")
    #expect(SymbolGlyphs.glyph(for: "person.badge.plus") == "☺")
    #expect(SymbolGlyphs.glyph(for: "line.3.horizontal.decrease") == "≡")
    #expect(SymbolGlyphs.glyph(for: "star.fill") == "★", "a known name is itself")
    #expect(
      SymbolGlyphs.glyph(for: "hand.thumbsup.fill") != SymbolGlyphs.glyph(for: "hand.thumbsdown"),
      "thumbs up and down stay apart")
  }

  @Test func numberedSymbolsShowTheirNumber() {
    #expect(SymbolGlyphs.glyph(for: "3.circle.fill") == "③")
    #expect(SymbolGlyphs.glyph(for: "12.square") == "12")
    #expect(SymbolGlyphs.glyph(for: "battery.25") == nil, "a number that is not first")
  }

  @Test func numberedAndVariantSymbolsAreDrawnOnScreen() {
    struct Steps: View {
      var body: some View {
        HStack {
          Image(systemName: "1.circle.fill")
          Image(systemName: "2.circle")
          Image(systemName: "phone.fill")
        }
      }
    }
    let screen = TestHost(Steps()).screen.joined(separator: "\n")
    #expect(screen.contains("①") && screen.contains("②") && screen.contains("✆"), "\(screen)")
  }
}
