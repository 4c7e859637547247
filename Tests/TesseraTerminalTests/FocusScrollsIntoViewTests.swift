import Tessera
import Testing

@testable import TesseraTerminal

/// Tab reaches every card of a horizontal row, scrolling it into view, as Landmarks'
/// category rows need at 80 columns.
@MainActor
@Suite struct FocusScrollsIntoViewTests {
  private struct Rows: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          ScrollView(.horizontal) {
            HStack(spacing: 16) {
              ForEach(1...6, id: \.self) { number in
                Button("Card \(number)") {}.frame(width: 96)
              }
            }
          }
          ForEach(1...12, id: \.self) { number in Text("Line \(number)") }
          Button("At the end") {}
        }
      }
    }
  }

  @Test func tabScrollsAFocusedCardIntoViewAcrossAndAFocusedRowDown() throws {
    let host = TerminalHost(rootView: Rows())
    host.write = { _ in }
    host.resize(to: (40, 8))
    func shows(_ text: String) -> Bool { host.front?.lines.contains { $0.contains(text) } ?? false }
    #expect(shows("Card 1"))
    #expect(!shows("Card 5"), "off the right edge at first")
    for _ in 1...5 { host.handle(.key(.tab)) }
    #expect(host.focused.map { InspectedLabel.of($0) } == "Card 5")
    let card = try #require(host.focused)
    #expect(
      host.visibleCells(of: card) == host.renderer.cells(card.frame),
      "scrolled across, the whole card in view: \(host.front?.lines ?? [])")
    #expect(shows("Card 4"))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    #expect(host.focused.map { InspectedLabel.of($0) } == "At the end")
    let last = try #require(host.focused)
    #expect(
      host.visibleCells(of: last) == host.renderer.cells(last.frame),
      "scrolled down: \(host.front?.lines ?? [])")
    #expect(shows("At the end"))
  }
}
