import Tessera
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct SplitViewTerminalTests {
  struct Mail: View {
    @State var selected: String?
    var body: some View {
      NavigationSplitView {
        List(["Inbox", "Sent"], id: \.self, selection: $selected) { NavigationLink($0, value: $0) }
          .navigationTitle("Mailboxes")
      } detail: {
        Text(selected.map { "Showing \($0)" } ?? "Choose a mailbox")
      }
    }
  }

  /// Below 75 columns the columns collapse into one stack; widening the terminal puts
  /// them side by side again, with a divider.
  @Test func theColumnsCollapseInANarrowTerminalAndComeBackWhenItWidens() throws {
    let host = TerminalHost(rootView: Mail())
    host.loop.animatesChanges = false  // read each page at once, not part of the way in
    host.write = { _ in }
    host.resize(to: (50, 10))
    var screen = try #require(host.front).lines.joined(separator: "\n")
    #expect(
      screen.contains("Inbox") && !screen.contains("Choose a mailbox") && !screen.contains("│"))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    screen = try #require(host.front).lines.joined(separator: "\n")
    #expect(screen.contains("Showing Inbox") && !screen.contains("Sent"), "pushed:\n\(screen)")
    host.handle(.key(.escape))
    host.resize(to: (100, 10))
    screen = try #require(host.front).lines.joined(separator: "\n")
    #expect(screen.contains("Inbox") && screen.contains("│"), "side by side:\n\(screen)")
    #expect(screen.contains("Choose a mailbox"), "going back cleared the choice")
  }
}
