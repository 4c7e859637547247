import Tessera
import Testing

@testable import TesseraTerminal

/// `allowsHitTesting(false)` lets clicks through to what is behind, and `hidden()` keeps
/// a view's place while nothing of it shows or takes the keyboard.
@MainActor
@Suite struct HitTestingAndHiddenTests {
  private struct Stacked: View {
    let frontTakesClicks: Bool
    @State private var log = "none"
    var body: some View {
      VStack(alignment: .leading) {
        ZStack {
          Button("Behind the badge") { log = "behind" }
          Button("Badge") { log = "front" }
            .allowsHitTesting(frontTakesClicks)
        }
        Text("Pressed: \(log)")
      }
    }
  }

  private func click(_ text: String, in host: TerminalHost) throws {
    let lines = try #require(host.front?.lines)
    let row = try #require(lines.firstIndex { $0.contains(text) })
    let column = try #require(lines[row].range(of: text)).lowerBound.utf16Offset(in: lines[row])
    host.handle(.mouse(.press(button: 0), column: column + 1, row: row))
    host.handle(.mouse(.release, column: column + 1, row: row))
  }

  private func shows(_ text: String, _ host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func aClickOnAViewThatTakesNoClicksReachesTheButtonBehind() throws {
    let host = TerminalHost.drawn(Stacked(frontTakesClicks: false), columns: 40, rows: 6)
    try click("Badge", in: host)
    #expect(shows("Pressed: behind", host))
  }

  @Test func theSameClickGoesToTheFrontButtonWhenItTakesClicks() throws {
    let host = TerminalHost.drawn(Stacked(frontTakesClicks: true), columns: 40, rows: 6)
    try click("Badge", in: host)
    #expect(shows("Pressed: front", host))
  }

  private struct Row: View {
    let hidesMiddle: Bool
    @State private var log = "none"
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Button("One") { log = "one" }
          if hidesMiddle {
            Button("Two") { log = "two" }.hidden()
          } else {
            Button("Two") { log = "two" }
          }
          Button("Three") { log = "three" }
        }
        Text("Pressed: \(log)")
      }
    }
  }

  @Test func aHiddenViewKeepsItsPlaceButShowsNothing() throws {
    let shown = TerminalHost.drawn(Row(hidesMiddle: false), columns: 40, rows: 6)
    let hidden = TerminalHost.drawn(Row(hidesMiddle: true), columns: 40, rows: 6)
    let shownRow = try #require(shown.front?.lines.first { $0.contains("Three") })
    let hiddenRow = try #require(hidden.front?.lines.first { $0.contains("Three") })
    #expect(shownRow.contains("Two"))
    #expect(!hiddenRow.contains("Two"), "nothing of the hidden button is drawn")
    #expect(
      shownRow.range(of: "Three")?.lowerBound.utf16Offset(in: shownRow)
        == hiddenRow.range(of: "Three")?.lowerBound.utf16Offset(in: hiddenRow),
      "the button after it stays where it was")
  }

  @Test func tabSkipsAHiddenButton() throws {
    let host = TerminalHost.drawn(Row(hidesMiddle: true), columns: 40, rows: 6)
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pressed: three", host), "the second Tab goes past the hidden button")
  }
}
