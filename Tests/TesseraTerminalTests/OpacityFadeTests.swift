import Tessera
import Testing

@testable import TesseraTerminal

/// Opacity fades what a view draws through the palette, towards what shows through it.
@MainActor
@Suite struct OpacityFadeTests {
  /// The colour of the first cell of `text`, drawn alone in a 20 × 6 terminal.
  private func ink(of view: some View, text: String) throws -> CellStyle.RGB? {
    let screen = try #require(TerminalHost.drawn(view, columns: 20, rows: 6).front)
    let place = try #require(screen.place(of: text), "\(screen.lines)")
    return screen[place.column, place.row].style.foreground
  }

  @Test func textFadesTowardsTheBackgroundBehindIt() throws {
    let red = CellStyle.RGB(200, 0, 0)
    let black = CellStyle.RGB(0, 0, 0)
    func drawn(_ opacity: Double) -> some View {
      Text("Fade").foregroundStyle(Color(red: 200 / 255, green: 0, blue: 0)).opacity(opacity)
        .background(Color.black)
    }
    #expect(try ink(of: drawn(1), text: "Fade") == red)
    #expect(try ink(of: drawn(0.5), text: "Fade") == red.mixed(with: black, by: 0.5))
    #expect(try ink(of: drawn(0.25), text: "Fade") == red.mixed(with: black, by: 0.75))
  }

  @Test func anInvisibleViewIsNotDrawn() throws {
    let screen = try #require(
      TerminalHost.drawn(
        VStack {
          Text("Seen")
          Text("Unseen").opacity(0)
        }, columns: 20, rows: 6
      )
      .front)
    #expect(screen.lines.contains { $0.contains("Seen") })
    #expect(!screen.lines.contains { $0.contains("Unseen") })
  }
}
