import Tessera
import Testing

@testable import TesseraTerminal

/// The terminal follows the mouse with no button held only while a view asks
/// (`onHover`), and tells the views under it.
@MainActor
@Suite struct HoverInputTests {
  private struct Row: View {
    @State var over = false
    @State var showsCard = true
    var body: some View {
      VStack(alignment: .leading) {
        if showsCard {
          Text("Hover me")
            .onHover { over = $0 }
        }
        Text(over ? "Pointer over" : "Pointer away")
        Button("Hide") { showsCard = false }
      }
    }
  }

  private func shows(_ text: String, _ host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func motionTrackingIsOnWhileAViewFollowsThePointer() throws {
    var written = ""
    let host = TerminalHost(rootView: Row())
    host.write = { written += $0 }
    host.resize(to: (40, 8))
    #expect(written.contains("\u{1B}[?1003h"), "asked for every move")
    let row = try #require(host.front?.lines.firstIndex { $0.contains("Hover me") })
    let column = try #require(host.front?.lines[row].range(of: "Hover me")).lowerBound
      .utf16Offset(in: host.front!.lines[row])
    host.handle(.mouse(.move, column: column + 2, row: row))
    #expect(shows("Pointer over", host))
    host.handle(.mouse(.move, column: column + 2, row: row + 3))
    #expect(shows("Pointer away", host))
    // A move that enters or leaves no view draws no frame.
    let frames = host.loop.frameCount
    host.handle(.mouse(.move, column: column + 3, row: row + 3))
    #expect(host.loop.frameCount == frames, "nothing to draw")
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(!shows("Hover me", host))
    #expect(written.contains("\u{1B}[?1003l"), "off again once no view follows the pointer")
    #expect(
      written.contains("\u{1B}[?1003l\u{1B}[?1000h\u{1B}[?1002h"),
      "clicks and drags are asked for again: turning 1003 off turns all reports off")
  }

  @Test func aMoveWithNoButtonIsDecoded() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[<35;12;4M".utf8)) == [.mouse(.move, column: 11, row: 3)])
  }
}
