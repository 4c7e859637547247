import Tessera
import Testing

@testable import TesseraTerminal

/// The mouse wheel scrolls the innermost scroll view under the pointer that can scroll
/// its way: up and down the page over a row of cards, sideways (tilted, or with Shift)
/// along the row.
@MainActor
@Suite struct WheelScrollingTests {
  private struct Shelf: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ScrollView(.horizontal) {
            HStack {
              ForEach(1...12, id: \.self) { Text("Card \($0)") }
            }
          }
          ForEach(1...30, id: \.self) { Text("Line \($0)") }
        }
      }
    }
  }

  private func shows(_ text: String, _ host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func theWheelOverARowOfCardsScrollsThePageAndTiltedTheRow() throws {
    let host = TerminalHost.drawn(Shelf(), columns: 40, rows: 8)
    #expect(shows("Card 1 ", host) && !shows("Card 12", host) && !shows("Line 10", host))
    // Down over the cards: the page, which can scroll that way, moves; the row cannot.
    host.handle(.mouse(.wheelDown, column: 5, row: 0))
    #expect(shows("Line 10", host), "\(host.front?.lines ?? [])")
    host.handle(.mouse(.wheelUp, column: 5, row: 1))
    #expect(shows("Card 1 ", host))
    // Sideways over the cards: the row moves.
    for _ in 0..<10 { host.handle(.mouse(.wheelRight, column: 5, row: 0)) }
    #expect(shows("Card 11", host), "\(host.front?.lines ?? [])")
    #expect(!shows("Card 1 ", host))
  }
}
