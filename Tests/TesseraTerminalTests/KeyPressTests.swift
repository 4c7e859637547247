import Tessera
import Testing

@testable import TesseraTerminal

/// `onKeyPress` sees the keys pressed while a control inside its view has the focus,
/// before the terminal's own handling, as in SwiftUI.
@MainActor
@Suite struct KeyPressTests {
  private struct Pager: View {
    @State private var page = 0
    @State private var log = ""
    var body: some View {
      VStack {
        HStack {
          Button("Back") { page -= 1 }
          Text("Page \(page)")
          Button("On") { page += 1 }
        }
        .onKeyPress(.rightArrow) {
          page += 1
          return .handled
        }
        .onKeyPress(keys: [.leftArrow, "x"]) { press in
          log += press.characters == "x" ? "x" : ""
          guard press.key == .leftArrow else { return .ignored }
          page -= 1
          return .handled
        }
        Button("Elsewhere") {}
        Text("Log \(log)")
      }
    }
  }

  private func shows(_ text: String, in host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func arrowsGoToTheFocusedViewsActionsFirst() {
    let host = TerminalHost(rootView: Pager())
    host.write = { _ in }
    host.resize(to: (40, 8))
    host.handle(.key(.tab))  // Back
    host.handle(.key(.right))
    host.handle(.key(.right))
    #expect(shows("Page 2", in: host), "→ turned the page, twice")
    #expect(host.focused.map { InspectedLabel.of($0) } == "Back", "and did not move the focus")
    host.handle(.key(.left))
    #expect(shows("Page 1", in: host))
    // An action that ignores a key passes it on: typed "x" reaches no control here.
    host.handle(.key(.character("x")))
    #expect(shows("Log x", in: host))
    // Outside the view, arrows keep their own meaning: the focus moves.
    host.handle(.key(.tab))
    host.handle(.key(.tab))  // Elsewhere
    host.handle(.key(.right))
    #expect(shows("Page 1", in: host))
  }
}
