import Tessera
import Testing

@testable import TesseraTerminal

/// Deleting and moving list rows from the keyboard, in edit mode.
@MainActor
@Suite struct ListEditingInputTests {
  private struct Chores: View {
    @State var chores = ["Dishes", "Laundry", "Bins", "Plants"]
    var body: some View {
      NavigationStack {
        List {
          ForEach(chores, id: \.self) { Text($0) }
            .onDelete { chores.remove(atOffsets: $0) }
            .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
        .toolbar { EditButton() }
      }
    }
  }

  private func lines(_ host: TerminalHost) -> [String] { host.front?.lines ?? [] }

  private func order(_ host: TerminalHost) -> [String] {
    lines(host).compactMap { line in
      ["Dishes", "Laundry", "Bins", "Plants"].first { line.contains($0) }
    }
  }

  @Test func deletingTheFocusedRowLeavesTheFocusOnTheNextRowsButton() throws {
    let host = TerminalHost(rootView: Chores())
    host.write = { _ in }
    // EditButton animates: its buttons would fade in over the next frames.
    host.loop.animatesChanges = false
    host.resize(to: (40, 10))
    host.handle(.key(.tab))  // Edit
    host.handle(.key(.enter))
    #expect(lines(host).contains { $0.contains("⊖") }, "\(lines(host))")
    host.handle(.key(.tab))  // Dishes' delete button
    host.handle(.key(.enter))
    #expect(order(host) == ["Laundry", "Bins", "Plants"])
    host.handle(.key(.enter))
    #expect(order(host) == ["Bins", "Plants"], "the focus stayed on the row's place")
    host.handle(.key(.tab))  // Bins' ↓ (↑ is disabled on the first row)
    host.handle(.key(.enter))
    #expect(order(host) == ["Plants", "Bins"])
  }
}
