import Tessera
import Testing

@testable import TesseraTerminal

/// A focused control is drawn inverted, except one three or more rows tall (a board's
/// column, a card), whose colours would be lost: bars stand beside it instead.
@MainActor
@Suite struct FocusHighlightTests {
  private struct Board: View {
    @State var drops = 0
    var body: some View {
      HStack(spacing: 16) {
        Button("Drop") { drops += 1 }
        Button {
          drops += 1
        } label: {
          VStack(spacing: 0) {
            Color.blue.frame(width: 32, height: 16)
            Color.red.frame(width: 32, height: 32)
          }
        }
        .buttonStyle(.plain)
        Text("Drops: \(drops)")
      }
    }
  }

  @Test func aTallButtonKeepsItsColoursWithBarsBesideIt() throws {
    let host = TerminalHost.drawn(Board(), columns: 40, rows: 5)
    host.handle(.key(.tab))
    let focused = try #require(host.front)
    let lines = focused.lines
    let barRows = lines.indices.filter { lines[$0].contains("▕") && lines[$0].contains("▏") }
    #expect(barRows.count == 3, "a bar on each side of its three rows: \(lines)")
    let line = lines[barRows[0]]
    let column = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "▕")))
    let inside = focused[column + 1, barRows[0]].style
    #expect(!inside.isInverse && inside.background != nil, "its colours stay")
    // A one-row button is still inverted.
    host.handle(.key(.tab))
    #expect(try host.style(of: "Drop").isInverse)
  }

  private struct Row: View {
    var body: some View {
      Button {
      } label: {
        HStack {
          Text("Sencha")
          Spacer()
          Text("2 min").foregroundStyle(.secondary)
          Text("hot").foregroundStyle(.red)
        }
      }
      .buttonStyle(.plain)
    }
  }

  @Test func anInvertedRowIsOneColourButForItsHues() throws {
    let host = TerminalHost.drawn(Row(), columns: 30, rows: 5)
    host.handle(.key(.tab))
    let name = try host.style(of: "Sencha")
    let detail = try host.style(of: "2 min")
    #expect(detail.isInverse && detail.foreground == name.foreground, "grey detail inverts alike")
    let hue = try host.style(of: "hot")
    #expect(hue.isInverse && hue.foreground == Palette.light.rgb(.red), "a hue keeps its colour")
  }
}
