import Tessera
import Testing

@testable import TesseraTerminal

/// `@FocusState` in the terminal: Tab moves the focus and the state follows; setting the
/// state moves the focus, so typing goes where the app sent it.
@MainActor
@Suite struct FocusStateInputTests {
  private enum Field: Hashable { case from, to }

  private struct Transfer: View {
    @State var from = ""
    @State var to = ""
    @FocusState var field: Field?
    var body: some View {
      VStack {
        TextField("From", text: $from).focused($field, equals: .from)
        TextField("To", text: $to).focused($field, equals: .to)
        Button("Swap to destination") { field = .to }
        Text("In: \(field == .from ? "from" : field == .to ? "to" : "none") [\(from)|\(to)]")
      }
    }
  }

  @Test func tabAndTheStateMoveTheFocusTogether() throws {
    let host = TerminalHost(rootView: Transfer())
    host.write = { _ in }
    host.resize(to: (40, 8))
    func shows(_ text: String) -> Bool { host.front?.lines.contains { $0.contains(text) } ?? false }
    host.handle(.key(.tab))
    #expect(shows("In: from [|]"))
    host.handle(.key(.character("a")))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    #expect(shows("In: none [a|]"), "the button has the focus")
    host.handle(.key(.enter))
    host.handle(.key(.character("b")))
    #expect(shows("In: to [a|b]"), "the state sent the focus, and the typing, to the field")
  }
}

extension FocusStateInputTests {
  /// A button that replaces the list it is in and sends the focus elsewhere, as a folder
  /// browser's row does: the app's `FocusState` wins over handing the focus on by position.
  @Test func theStateWinsWhenTheFocusedControlGoesAway() throws {
    struct Browser: View {
      @State private var folder = "root"
      @FocusState private var upIsFocused: Bool
      var body: some View {
        VStack {
          Button("Up") { folder = "root" }.focused($upIsFocused)
          ForEach(folder == "root" ? ["a", "b"] : ["c", "d"], id: \.self) { name in
            Button(name) {
              folder = name
              upIsFocused = true
            }
          }
          Text("In \(folder), up focused: \(upIsFocused)")
        }
      }
    }
    let host = TerminalHost(rootView: Browser())
    host.write = { _ in }
    host.resize(to: (40, 8))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.enter))  // opens "a": its row goes, and the state asks for Up
    let lines = host.front?.lines ?? []
    #expect(lines.contains { $0.contains("In a, up focused: true") }, "\(lines)")
    host.handle(.key(.enter))
    #expect(host.front?.lines.contains { $0.contains("In root") } == true, "Enter pressed Up")
  }
}
