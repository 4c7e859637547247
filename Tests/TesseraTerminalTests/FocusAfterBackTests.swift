import Tessera
import TesseraTesting
import Testing

@testable import TesseraTerminal

/// Going back from a pushed page returns the focus to the link that opened it, as on
/// the Mac; the next Tab goes on from there, not from the top.
@MainActor
@Suite struct FocusAfterBackTests {
  private struct Parks: View {
    var body: some View {
      NavigationStack {
        VStack {
          Toggle("Favorites only", isOn: .constant(false))
          ForEach(["Arches", "Bryce", "Zion"], id: \.self) { park in
            NavigationLink(park) { Text("About \(park)").navigationTitle(park) }
          }
        }
        .navigationTitle("Parks")
      }
    }
  }

  @Test func escapeFromAPushedPageFocusesTheLinkAgain() throws {
    let host = TerminalHost(rootView: Parks())
    host.loop.animatesChanges = false  // read each page at once, not part of the way in
    host.write = { _ in }
    host.resize(to: (40, 12))
    host.handle(.key(.tab))  // the toggle
    host.handle(.key(.tab))  // Arches
    host.handle(.key(.tab))  // Bryce
    #expect(host.focused.map { InspectedLabel.of($0) } == "Bryce")
    host.handle(.key(.enter))
    #expect(host.front?.lines.contains { $0.contains("About Bryce") } == true)
    host.handle(.key(.escape))
    #expect(host.front?.lines.contains { $0.contains("Zion") } == true, "back on the list")
    #expect(host.focused.map { InspectedLabel.of($0) } == "Bryce", "the link that was opened")
    host.handle(.key(.tab))
    #expect(host.focused.map { InspectedLabel.of($0) } == "Zion", "Tab goes on from there")
  }
}
