import Tessera
import Testing

@testable import TesseraTerminal

/// Enter in a terminal text field submits it when an `onSubmit` answers.
@MainActor
@Suite struct SubmitInputTests {
  private struct Todo: View {
    @State var draft = ""
    @State var items: [String] = []
    var body: some View {
      VStack {
        TextField("New item", text: $draft)
          .onSubmit {
            items.append(draft)
            draft = ""
          }
        Text("Items: \(items.joined(separator: ", "))")
      }
    }
  }

  @Test func enterSubmitsTheFocusedField() {
    let host = TerminalHost(rootView: Todo())
    host.write = { _ in }
    host.resize(to: (40, 6))
    host.handle(.key(.tab))
    for character in "Milk" { host.handle(.key(.character(character))) }
    host.handle(.key(.enter))
    for character in "Eggs" { host.handle(.key(.character(character))) }
    host.handle(.key(.enter))
    #expect(host.front?.lines.contains { $0.contains("Items: Milk, Eggs") } == true)
  }
}
