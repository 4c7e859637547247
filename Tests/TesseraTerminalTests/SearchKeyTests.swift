import Tessera
import Testing

@testable import TesseraTerminal

/// `/` takes the focus to the search field, as in terminal programs that search.
@MainActor
@Suite struct SearchKeyTests {
  private struct Fruits: View {
    @State private var query = ""
    @State private var note = ""
    private let fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
      NavigationStack {
        VStack {
          Button("Refresh") {}
          TextField("Note", text: $note)
          ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { fruit in
            Text(fruit)
          }
        }
        .searchable(text: $query)
      }
    }
  }

  @Test func slashFocusesTheSearchFieldUnlessAFieldTakesIt() {
    let host = TerminalHost(rootView: Fruits())
    host.write = { _ in }
    host.resize(to: (40, 12))
    host.handle(.key(.character("/")))
    for character in "an" { host.handle(.key(.character(character))) }
    let lines = host.front?.lines ?? []
    #expect(lines.contains { $0.hasSuffix("Banana") }, "\(lines)")
    #expect(!lines.contains { $0.hasSuffix("Apple") })
    // In another field, `/` is typed.
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.character("/")))
    #expect(host.focused?.editedText?.wrappedValue == "/")
  }
}
