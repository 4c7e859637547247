import Tessera
import Testing

@testable import TesseraTerminal

/// The mouse held down on a button draws it pressed, in the terminal too.
@MainActor
@Suite struct ButtonPressRenderingTests {
  private struct PressedLabelStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.overlay(alignment: .trailing) {
        Text(configuration.isPressed ? "▼" : "▲")
      }
    }
  }

  private struct Send: View {
    @State var sent = 0
    var body: some View {
      VStack {
        Button("Send mail   ") { sent += 1 }.buttonStyle(PressedLabelStyle())
        Text("Sent \(sent)")
      }
    }
  }

  @Test func theMouseHoldsAButtonDownUntilItIsReleased() throws {
    let host = TerminalHost.drawn(Send())
    let lines = try #require(host.front).lines
    let row = try #require(lines.firstIndex { $0.contains("Send mail") })
    #expect(lines[row].contains("▲"))
    let column = try #require(lines[row].firstIndex(of: "S")).utf16Offset(in: lines[row])
    host.handle(.mouse(.press(button: 0), column: column, row: row))
    #expect(host.front?.lines[row].contains("▼") == true, "pressed while held")
    host.handle(.mouse(.release, column: column, row: row))
    #expect(host.front?.lines[row].contains("▲") == true, "up again once let go")
    #expect(host.front?.lines.contains { $0.contains("Sent 1") } == true)
  }
}
