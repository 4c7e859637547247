import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct CommandsTests {
  final class Library: ObservableObject {
    @Published var count = 0
  }

  struct Shelf: View {
    @EnvironmentObject var library: Library
    var body: some View { Text("Books: \(library.count)") }
  }

  struct LibraryApp: App {
    @StateObject var library = Library()
    var body: some Scene {
      WindowGroup {
        Shelf().environmentObject(library)
      }
      .commands {
        CommandMenu("Books") {
          Button("Add Book") { library.count += 1 }
            .keyboardShortcut("b")
          Divider()
        }
        CommandGroup(replacing: .newItem) {
          Button("New Shelf") { library.count = 0 }
            .keyboardShortcut("n", modifiers: [.command, .shift])
        }
        SidebarCommands()
      }
    }
  }

  @Test func commandShortcutsWorkButTheCommandsAreNotShown() throws {
    let host = TestHost(app: LibraryApp())
    #expect(host.contains(text: "Books: 0"))
    #expect(!host.screen.joined().contains("Add Book"), "no menu bar to show them in")
    #expect(throws: InspectionError.self, "not a control the user can reach") {
      try host.find(control: "Add Book")
    }
    try host.press("b")
    try host.press("b")
    #expect(host.contains(text: "Books: 2"))
    try host.press("n", modifiers: [.command, .shift])
    #expect(host.contains(text: "Books: 0"))
  }
}
