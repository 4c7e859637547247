import Testing

@testable import TesseraTerminal

@Suite struct ColorModeTests {
  @Test func modeFollowsTheEnvironment() {
    #expect(ColorMode.detect(from: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
    #expect(ColorMode.detect(from: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
    #expect(ColorMode.detect(from: ["TERM": "xterm-256color"]) == .palette256)
    #expect(ColorMode.detect(from: ["TERM": "xterm"]) == .basic16)
    #expect(ColorMode.detect(from: ["TERM": "dumb"]) == .none)
  }

  @Test func colorsAreWrittenForTheMode() {
    let orange = CellStyle.RGB(255, 128, 0)
    #expect(ColorMode.trueColor.parameters(for: orange, background: false) == "38;2;255;128;0")
    #expect(
      ColorMode.palette256.parameters(for: orange, background: true) == "48;5;208",
      "255→5, 128→2 (135), 0→0 on the 6×6×6 cube")
    #expect(ColorMode.basic16.parameters(for: .init(250, 20, 20), background: false) == "91")
    #expect(ColorMode.none.parameters(for: orange, background: false) == "")
  }

  @Test func noColorStillShowsAttributes() {
    var style = CellStyle(foreground: .init(255, 0, 0))
    style.isBold = true
    #expect(ScreenDiff(colorMode: .none).sgr(style) == "\u{1B}[0;1m")
  }
}
