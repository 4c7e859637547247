import Tessera
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct ListRowBackgroundTests {
  @Test func aRowBackgroundSpansTheListWidthBehindTheRow() throws {
    let host = TerminalHost(
      rootView: List {
        Text("Plain row")
        Text("Marked row").listRowBackground(Color.yellow)
      })
    host.write = { _ in }
    host.resize(to: (40, 8))
    let screen = try #require(host.front)
    let row = try #require(screen.lines.firstIndex { $0.contains("Marked row") })
    let plain = try #require(screen.lines.firstIndex { $0.contains("Plain row") })
    let yellow = try #require(Palette.light.rgb(.yellow))
    // From the list's left edge (inside the row's inset) to near its right edge.
    #expect(screen[0, row].style.background == yellow)
    #expect(screen[30, row].style.background == yellow)
    #expect(screen[0, plain].style.background != yellow)
  }

  @Test func outsideAListItDoesNothing() throws {
    let host = TerminalHost(rootView: VStack { Text("Alone").listRowBackground(Color.yellow) })
    host.write = { _ in }
    host.resize(to: (20, 3))
    let screen = try #require(host.front)
    let yellow = try #require(Palette.light.rgb(.yellow))
    #expect(!screen.cells.contains { $0.style.background == yellow })
  }
}
