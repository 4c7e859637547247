import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// `tableStyle` draws alternating row backgrounds and a border when asked, and
/// `containerBackground` paints behind a navigation page.
@MainActor
@Suite struct TableStyleAndContainerBackgroundTests {
  private struct Player: Identifiable {
    var name: String
    var id: String { name }
  }

  private struct Roster: View {
    var style: BorderedTableStyle?
    private let players = ["Noor", "Tomasz", "Amaru", "Ines"].map(Player.init)
    var body: some View {
      let table = Table(players) { TableColumn("Name", value: \.name) }
      if let style {
        table.tableStyle(style)
      } else {
        table.tableStyle(.inset(alternatesRowBackgrounds: true))
      }
    }
  }

  /// The background of the cell where `name` starts.
  private func background(of name: String, in screen: ScreenBuffer) throws -> CellStyle.RGB? {
    let place = try #require(screen.place(of: name), "\(screen.lines)")
    return screen[place.column, place.row].style.background
  }

  @Test func everyOtherRowIsTintedWhenTheStyleAsks() throws {
    let screen = try #require(TerminalHost.drawn(Roster(), columns: 40, rows: 12).front)
    #expect(try background(of: "Noor", in: screen) == nil)
    #expect(try background(of: "Tomasz", in: screen) != nil, "the second row is tinted")
    #expect(try background(of: "Amaru", in: screen) == nil)
    #expect(try background(of: "Ines", in: screen) != nil)
    // Without the style, no row is.
    let plain = try #require(
      TerminalHost.drawn(
        Table(["Noor", "Tomasz"].map(Player.init)) { TableColumn("Name", value: \.name) },
        columns: 40, rows: 12
      ).front)
    #expect(try background(of: "Tomasz", in: plain) == nil)
  }

  @Test func aBorderedTableHasALineAroundIt() throws {
    let screen = try #require(
      TerminalHost.drawn(Roster(style: .bordered), columns: 40, rows: 12).front)
    let lines = screen.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(lines.first?.contains("─") == true, "\(screen.lines)")
    let noor = try #require(lines.first { $0.contains("Noor") })
    #expect(noor.hasPrefix("│"), "\(screen.lines)")
  }

  @Test func aContainerBackgroundPaintsBehindTheNavigationPage() throws {
    let blue = Color(red: 0, green: 0, blue: 1)
    let screen = try #require(
      TerminalHost.drawn(
        NavigationStack {
          Text("Page")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .containerBackground(blue, for: .navigation)
            .navigationTitle("Title")
        }, columns: 40, rows: 12
      ).front)
    let row = try #require(screen.lines.firstIndex { $0.contains("Page") })
    #expect(screen[1, row].style.background == CellStyle.RGB(0, 0, 255), "\(screen.lines)")
  }
}
