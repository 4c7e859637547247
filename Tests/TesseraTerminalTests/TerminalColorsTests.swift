import Foundation
import Tessera
import TesseraCore
import Testing

@testable import TesseraTerminal

/// The terminal's own colours: asked for, understood, and drawn on so that text reads.
@MainActor
@Suite struct TerminalColorsTests {
  private let escape = "\u{1B}"

  @Test func understandsTheAnswersTerminalsGive() {
    // tmux, ended by ESC \ and with four hex digits a component.
    let tmux = TerminalColors.from(
      reply: Array("\(escape)]11;rgb:1c1c/1c1c/1c1c\(escape)\\\(escape)[?1;2c".utf8),
      environment: [:])
    #expect(tmux.background == CellStyle.RGB(28, 28, 28))
    #expect(tmux.scheme == .dark)
    // xterm, ended by BEL, both colours, two hex digits.
    let xterm = TerminalColors.from(
      reply: Array("\(escape)]11;rgb:ff/ff/f0\u{07}\(escape)]10;rgb:20/20/20\u{07}".utf8),
      environment: [:])
    #expect(xterm.background == CellStyle.RGB(255, 255, 240))
    #expect(xterm.foreground == CellStyle.RGB(32, 32, 32))
    #expect(xterm.scheme == .light)
  }

  @Test func withoutAnAnswerTheEnvironmentDecidesThenDark() {
    let silent = Array("\(escape)[?1;2c".utf8)
    #expect(TerminalColors.from(reply: silent, environment: ["COLORFGBG": "0;15"]).scheme == .light)
    #expect(
      TerminalColors.from(reply: silent, environment: ["COLORFGBG": "15;default;0"]).scheme == .dark
    )
    #expect(TerminalColors.from(reply: silent, environment: [:]).scheme == .dark)
    let light = TerminalColors.from(
      reply: Array("\(escape)]11;rgb:0000/0000/0000\(escape)\\".utf8),
      environment: ["TESSERA_COLOR_SCHEME": "light"])
    #expect(light.scheme == .light, "the override wins over the answer")
  }

  @Test func keysTypedWhileWaitingAreKeptAndLateAnswersAreNotKeys() {
    let bytes = Array("a\(escape)]11;rgb:1c1c/1c1c/1c1c\(escape)\\b\(escape)[?62;22cc".utf8)
    #expect(TerminalColors.unanswered(bytes) == Array("abc".utf8))
    var decoder = InputDecoder()
    let events = decoder.decode(Array("\(escape)]11;rgb:1c1c/1c1c/1c1c\(escape)\\x".utf8))
    #expect(events == [.key(.character("x"))], "an answer arriving late types nothing")
  }

  struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
      VStack {
        Text("Scheme \(colorScheme == .dark ? "dark" : "light")")
        Text("Explicit").foregroundColor(.primary)
        Text("Bar").padding(4).background(.ultraThickMaterial)
      }
    }
  }

  @Test func onADarkTerminalViewsAreDarkAndTextReadsOnTheTerminalsBackground() throws {
    let host = TerminalHost(rootView: SchemeReader())
    host.write = { _ in }
    let terminal = TerminalColors(background: .init(28, 28, 28), scheme: .dark)
    host.useColors(terminal)
    host.resize(to: (40, 8))
    #expect(host.front?.lines.contains { $0.contains("Scheme dark") } == true)
    // The terminal's background is kept: nothing paints over it.
    #expect(try host.style(of: "Scheme").background == nil)
    let explicit = try #require(try host.style(of: "Explicit").foreground)
    #expect(LegibleText.contrast(explicit, terminal.background!) >= 4.5, "\(explicit)")
    let bar = try #require(try host.style(of: "Bar").background)
    #expect(LegibleText.luminance(bar) < 0.1, "a bar stays dark: \(bar)")
  }

  @Test func anAppAskingForTheOtherSchemePaintsItsOwnBackground() throws {
    let host = TerminalHost(rootView: Text("Light app").preferredColorScheme(.light))
    host.write = { _ in }
    host.useColors(TerminalColors(background: .init(0, 0, 0), scheme: .dark))
    host.resize(to: (40, 8))
    let style = try host.style(of: "Light app")
    #expect(style.background == CellStyle.RGB(255, 255, 255))
    #expect(style.foreground == CellStyle.RGB(20, 20, 20))
  }

  @Test func textTooFaintForItsBackgroundIsDarkenedUntilItReads() throws {
    let shown = TerminalHost.drawn(
      VStack {
        Text("Star ★").foregroundColor(.yellow)
        Text("Plain")
      })
    let star = try #require(try shown.style(of: "Star").foreground)
    #expect(LegibleText.contrast(star, Palette.light.base) >= 2)
    #expect(star != Palette.light.rgb(.yellow), "the yellow was darkened")
    #expect(try shown.style(of: "Plain").foreground == nil, "readable text keeps its colour")
  }

  @Test func aGradientShadesItsCellsAndAClearEndLeavesWhatIsBehind() throws {
    let shown = TerminalHost.drawn(
      ZStack {
        Color.red
        LinearGradient(colors: [.black.opacity(0), .black], startPoint: .top, endPoint: .bottom)
      }
      .frame(width: 80, height: 128))
    let screen = try #require(shown.front)
    let top = try #require(screen[20, 0].style.background)
    let bottom = try #require(screen[20, 7].style.background)
    #expect(Int(top.red) > 200, "the top shows the red under the clear end: \(top)")
    #expect(Int(bottom.red) < 60, "the bottom is nearly black: \(bottom)")
    let middle = try #require(screen[20, 4].style.background)
    #expect(middle.red < top.red && middle.red > bottom.red, "shaded in between: \(middle)")
  }
}
