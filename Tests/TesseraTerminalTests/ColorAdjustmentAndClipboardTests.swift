import Foundation
import Tessera
import TesseraTerminal
import Testing

/// The colour adjustments (`saturation`, `brightness`, `contrast`, `colorMultiply`,
/// `colorInvert`) change the colours a view is drawn in; the clipboard and section headers
/// reach the terminal as they should.
@MainActor
@Suite struct ColorAdjustmentAndClipboardTests {
  /// The background of the middle cell of `view`, drawn alone in a 20 × 6 terminal.
  private func middle(of view: some View) throws -> CellStyle.RGB {
    let screen = try #require(TerminalHost.drawn(view, columns: 20, rows: 6).front)
    return try #require(screen[10, 3].style.background)
  }

  @Test func saturationGreysOrDeepensAColour() throws {
    let grey = try middle(of: Color.red.saturation(0))
    #expect(grey.red == grey.green && grey.green == grey.blue, "\(grey)")
    let plain = try middle(of: Color(red: 0.8, green: 0.4, blue: 0.4))
    let vivid = try middle(of: Color(red: 0.8, green: 0.4, blue: 0.4).saturation(2))
    #expect(vivid.red > plain.red && vivid.green < plain.green, "\(plain) → \(vivid)")
  }

  @Test func brightnessAddsAndContrastSpreadsFromMidGrey() throws {
    let lifted = try middle(of: Color.black.brightness(0.5))
    #expect(lifted == CellStyle.RGB(128, 128, 128), "\(lifted)")
    #expect(try middle(of: Color.white.brightness(-1)) == CellStyle.RGB(0, 0, 0))
    let flat = try middle(of: Color.blue.contrast(0))
    #expect(flat == CellStyle.RGB(128, 128, 128), "no contrast is mid-grey: \(flat)")
    let dark = try middle(of: Color(white: 0.4))
    let darker = try middle(of: Color(white: 0.4).contrast(2))
    #expect(darker.red < dark.red, "\(dark) → \(darker)")
  }

  @Test func multiplyTintsAndInvertFlips() throws {
    let tinted = try middle(of: Color.white.colorMultiply(.blue))
    #expect(tinted == (try middle(of: Color.blue)), "white times blue is blue: \(tinted)")
    #expect(try middle(of: Color.black.colorInvert()) == CellStyle.RGB(255, 255, 255))
  }

  @Test func aSwitchStyleWithATintDrawsOnlyTheSwitchInIt() throws {
    let view = VStack {
      Toggle("Record", isOn: .constant(true))
      Button("Save") {}
    }
    .toggleStyle(SwitchToggleStyle(tint: .orange))
    let screen = try #require(TerminalHost.drawn(view, columns: 20, rows: 6).front)
    let lines = screen.lines
    func column(of text: String, in row: Int) throws -> Int {
      let range = try #require(lines[row].range(of: text), "\(lines)")
      return lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
    }
    let row = try #require(lines.firstIndex { $0.contains("[x]") }, "\(lines)")
    let orange = try middle(of: Color.orange)
    #expect(screen[try column(of: "[x]", in: row) + 1, row].style.foreground == orange)
    let saveRow = try #require(lines.firstIndex { $0.contains("Save") })
    let save = try column(of: "Save", in: saveRow)
    #expect(screen[save, saveRow].style.foreground != orange, "buttons keep the accent")
  }

  @Test func copyingWritesOSC52() {
    let terminal = TerminalHost(rootView: Text("x"))
    var written = ""
    terminal.write = { written += $0 }
    terminal.copyToClipboard("héllo")
    let encoded = Data("héllo".utf8).base64EncodedString()
    #expect(written == "\u{1B}]52;c;\(encoded)\u{07}")
  }

  @Test func anIncreasedHeaderIsDrawnInThePrimaryColour() throws {
    func headerColour(_ prominence: Prominence) throws -> CellStyle.RGB? {
      let terminal = TerminalHost.drawn(
        List {
          Section("Fruit") { Text("Apple") }
        }
        .headerProminence(prominence))
      return try terminal.style(of: "Fruit").foreground
    }
    let standard = try headerColour(.standard)
    let increased = try headerColour(.increased)
    #expect(standard == Palette.light.secondary, "secondary: \(String(describing: standard))")
    #expect(increased != standard, "primary: \(String(describing: increased))")
  }

  @Test func underlineAndStrikethroughOnAViewReachItsTexts() throws {
    let terminal = TerminalHost.drawn(
      VStack {
        Text("Lined").underline().strikethrough(pattern: .dash)
        Text("Crossed")
      }
      .strikethrough(), columns: 20, rows: 6)
    let lined = try terminal.style(of: "Lined")
    let crossed = try terminal.style(of: "Crossed")
    #expect(lined.isUnderlined && lined.isStruckThrough)
    #expect(crossed.isStruckThrough && !crossed.isUnderlined)
  }
}

/// Texts that show the time are written from the clock whenever they are drawn, and the
/// terminal knows where they are so that it draws them again each second.
@MainActor
@Suite struct TimeTextTests {
  @Test func aTimerTextShowsTheTimeWhenDrawnAndIsMarkedForTicking() throws {
    let started = Date().addingTimeInterval(-65)
    let terminal = TerminalHost.drawn(
      VStack {
        Text(started, style: .timer)
        Text("Static")
      }, columns: 20, rows: 6)
    let screen = try #require(terminal.front)
    #expect(screen.lines.contains { $0.contains("1:05") || $0.contains("1:06") }, "\(screen.lines)")
    let bounds = try #require(terminal.lastTree?.summary.timeTextBounds)
    let staticRow = try #require(screen.lines.firstIndex { $0.contains("Static") })
    #expect(bounds.maxY <= CGFloat(staticRow) * 16, "only the timer's row: \(bounds)")
  }

  @Test func aPlainTextIsNotMarked() throws {
    let terminal = TerminalHost.drawn(Text("Static"), columns: 20, rows: 6)
    #expect(terminal.lastTree?.summary.timeTextBounds == nil)
  }
}
