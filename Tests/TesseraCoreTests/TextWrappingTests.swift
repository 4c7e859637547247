import TesseraCore
import Testing

/// How text breaks into lines on a grid of cells: plain ASCII takes a quicker path than
/// other text, and both must break the same way.
@Suite struct TextWrappingTests {
  @Test func aLineThatFitsStaysAsWrittenSpacesAndAll() {
    #expect(TextWrapping.wrap("Row 12  value 3", maxColumns: 15) == ["Row 12  value 3"])
    #expect(TextWrapping.wrap(" leading", maxColumns: nil) == [" leading"])
    #expect(TextWrapping.wrap("", maxColumns: 4) == [""])
    #expect(TextWrapping.columns(of: "Row 12  value 3") == 15)
  }

  @Test func aLineOneColumnTooLongBreaksAtItsLastSpace() {
    #expect(TextWrapping.wrap("Row 12 value 3", maxColumns: 13) == ["Row 12 value", "3"])
    #expect(TextWrapping.wrap("abcdefgh", maxColumns: 3) == ["abc", "def", "gh"])
    // A character wider than the line is a line of its own, with no empty one after.
    #expect(TextWrapping.wrap("🌟", maxColumns: 1) == ["🌟"])
    #expect(TextWrapping.wrap("a🌟 b", maxColumns: 1) == ["a", "🌟", "b"])
    // A space that does not fit hangs at the end of the line.
    #expect(TextWrapping.wrap("Vancouver ", maxColumns: 9) == ["Vancouver"])
    #expect(TextWrapping.wrap("ab  cd", maxColumns: 3) == ["ab", "cd"])
  }

  @Test func wideAndControlCharactersAreMeasuredOneByOne() {
    #expect(TextWrapping.columns(of: "日本") == 4)
    #expect(TextWrapping.wrap("日本 語", maxColumns: 4) == ["日本", "語"])
    #expect(TextWrapping.columns(of: "a\tb") == 3, "a tab is one cell, as the renderer draws it")
    #expect(TextWrapping.wrap("one\ntwo", maxColumns: 10) == ["one", "two"])
  }
}
