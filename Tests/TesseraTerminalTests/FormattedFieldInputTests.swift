import Tessera
import Testing

@testable import TesseraTerminal

/// A number field typed into as a terminal user types: the value follows the keys, and
/// the text stays as typed.
@MainActor
@Suite struct FormattedFieldInputTests {
  private struct Bill: View {
    @State var total = 12.0
    var body: some View {
      VStack {
        TextField("Total", value: $total, format: .number)
        Text("Half: \(total / 2, specifier: "%.2f")")
      }
    }
  }

  @Test func keysEditTheNumberAndTheValueFollows() throws {
    let host = TerminalHost(rootView: Bill())
    host.write = { _ in }
    host.resize(to: (30, 6))
    host.handle(.key(.tab))
    host.handle(.key(.backspace))
    host.handle(.key(.backspace))
    host.handle(.key(.character("9")))
    host.handle(.key(.character(".")))
    let lines = try #require(host.front).lines
    #expect(lines.contains { $0.contains("9.") }, "the draft as typed: \(lines)")
    #expect(lines.contains { $0.contains("Half: 4.50") })
    host.handle(.key(.character("5")))
    #expect(host.front?.lines.contains { $0.contains("Half: 4.75") } == true)
  }
}
