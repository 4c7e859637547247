import Tessera
import Testing

@testable import TesseraTerminal

/// A row of a `List(selection:)` that is a `NavigationLink` to a view opens it on Enter,
/// as a tap does on iOS; in edit mode, Enter selects the row instead.
@MainActor
@Suite struct LinkRowInputTests {
  private struct ToDo: View {
    @State private var selected = Set<String>()
    @State private var editMode = EditMode.inactive
    var body: some View {
      NavigationView {
        VStack {
          Button(editMode.isEditing ? "Done" : "Edit") {
            editMode = editMode.isEditing ? .inactive : .active
          }
          List(selection: $selected) {
            ForEach(["Buy milk", "Call Ann"], id: \.self, content: Row.init)
          }
          Text("Selected: \(selected.sorted().joined(separator: ", "))")
        }
        .environment(\.editMode, $editMode)
        Text("Pick an item")
      }
    }
  }

  /// A row view whose body is the link, as apps write them.
  private struct Row: View {
    let item: String
    var body: some View {
      NavigationLink {
        Text("About \(item)")
      } label: {
        Text(item)
      }.tag(item)
    }
  }

  private func screen(_ host: TerminalHost) -> String {
    (host.front?.lines ?? []).joined(separator: "\n")
  }

  @Test func enterOnALinkRowOpensItsDestinationUnlessEditing() throws {
    let host = TerminalHost(rootView: ToDo())
    host.write = { _ in }
    host.loop.animatesChanges = false
    host.resize(to: (100, 20))
    host.handle(.key(.tab))  // Edit
    host.handle(.key(.tab))  // Buy milk
    host.handle(.key(.enter))
    #expect(screen(host).contains("About Buy milk"), "\(screen(host))")
    #expect(!screen(host).contains("Selected: Buy"))

    host.handle(.key(.backTab))  // Edit
    host.handle(.key(.enter))
    host.handle(.key(.tab))  // Buy milk
    host.handle(.key(.tab))  // Call Ann
    host.handle(.key(.enter))
    #expect(screen(host).contains("Selected: Call Ann"), "in edit mode: \(screen(host))")
    #expect(!screen(host).contains("About Call Ann"))
  }
}
