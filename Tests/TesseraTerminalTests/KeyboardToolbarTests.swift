import Tessera
import Testing

@testable import TesseraTerminal

/// Items placed over the keyboard (`.keyboard`) show in the bar only while a text field
/// is edited, and go as soon as the focus leaves it, however it leaves.
@MainActor
@Suite struct KeyboardToolbarTests {
  private struct Amount: View {
    @State private var amount = ""
    @FocusState private var isEditing: Bool
    var body: some View {
      NavigationStack {
        VStack {
          TextField("Amount", text: $amount).focused($isEditing)
          Text("Amount: \(amount)")
        }
        .navigationTitle("Bill")
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Button("Done") { isEditing = false }
          }
        }
      }
    }
  }

  private func shows(_ text: String, _ host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func aClickOnDoneEndsTheEditingAndTakesDoneAway() throws {
    let host = TerminalHost.drawn(Amount(), columns: 40, rows: 8)
    #expect(!shows("Done", host))
    host.handle(.key(.tab))
    host.type("80")
    #expect(shows("Done", host))
    let lines = try #require(host.front?.lines)
    let row = try #require(lines.firstIndex { $0.contains("Done") })
    let column = try #require(lines[row].range(of: "Done")).lowerBound.utf16Offset(in: lines[row])
    host.handle(.mouse(.press(button: 0), column: column + 1, row: row))
    host.handle(.mouse(.release, column: column + 1, row: row))
    #expect(!shows("Done", host), "\(host.front?.lines ?? [])")
    #expect(shows("Amount: 80", host))
  }
}
