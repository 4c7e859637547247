import Tessera
import Testing

@testable import TesseraTerminal

/// A context menu opened from the terminal: Tab reaches the view, Enter, Shift-F10 or the
/// Menu key opens its menu, and a right click opens the menu of the view under the mouse.
@MainActor
@Suite struct ContextMenuInputTests {
  private struct Notes: View {
    @State var pinned = "none"
    var body: some View {
      VStack {
        Text("Groceries").contextMenu { Button("Pin") { pinned = "Groceries" } }
        Text("Ideas").contextMenu { Button("Pin") { pinned = "Ideas" } }
        Text("Pinned: \(pinned)")
      }
    }
  }

  private func shows(_ text: String, _ host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func theMenuKeyOpensTheFocusedViewsMenu() {
    let host = TerminalHost(rootView: Notes())
    host.write = { _ in }
    host.resize(to: (40, 10))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.menu))
    #expect(shows("Pin", host))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pinned: Ideas", host))
  }

  @Test func keysAndARightClickOpenTheMenu() throws {
    let host = TerminalHost(rootView: Notes())
    host.write = { _ in }
    host.resize(to: (40, 10))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pin", host))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pinned: Groceries", host))
    // The focus went back to the view whose menu it was: the next Tab reaches Ideas.
    host.handle(.key(.tab))
    host.handle(.key(.function(10), [.shift]))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pinned: Ideas", host))
    let lines = try #require(host.front).lines
    let row = try #require(lines.firstIndex { $0.contains("Groceries") })
    let column = try #require(lines[row].range(of: "Groceries")).lowerBound.utf16Offset(
      in: lines[row])
    host.handle(.mouse(.press(button: 2), column: column + 1, row: row))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Pinned: Groceries", host))
  }
}

extension ContextMenuInputTests {
  @Test func choosingInADialogGivesTheFocusBackToTheButtonThatOpenedIt() throws {
    struct Routes: View {
      @State private var asking = false
      @State private var route = "none"
      var body: some View {
        VStack {
          Button("Other") {}
          Button("Choose a route") { asking = true }
          Button("After") {}
          Button("Last") {}
          Text("Route: \(route)")
        }
        .confirmationDialog("Which route?", isPresented: $asking) {
          Button("Ridge") { route = "ridge" }
          Button("Valley") { route = "valley" }
        }
      }
    }
    let host = TerminalHost(rootView: Routes())
    host.write = { _ in }
    host.resize(to: (40, 16))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(shows("Route: valley", host))
    // Enter acts on the focused control: the dialog opens again.
    host.handle(.key(.enter))
    #expect(shows("Valley", host), "\(host.front?.lines ?? [])")
  }
}
