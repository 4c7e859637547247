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

/// A Mac's commands as keys: Esc exits, the arrows move, Delete deletes, while a control
/// inside the view has the focus; a text field keeps its arrows and Delete.
@MainActor
@Suite struct CommandKeyTests {
  private struct Board: View {
    @State private var position = 0
    @State private var pieces = 3
    @State private var exits = 0
    @State private var note = "ab"
    var body: some View {
      VStack {
        Button("Piece") {}
        TextField("Note", text: $note)
        Text("At \(position), \(pieces) pieces, exits \(exits), note \(note)")
      }
      .onMoveCommand { direction in
        position += direction == .right || direction == .down ? 1 : -1
      }
      .onDeleteCommand { pieces -= 1 }
      .onExitCommand { exits += 1 }
    }
  }

  private func line(_ host: TerminalHost) -> String {
    host.front?.lines.first { $0.contains("At ") } ?? ""
  }

  @Test func theFocusedViewsCommandsTakeArrowsDeleteAndEscape() {
    let host = TerminalHost(rootView: Board())
    host.write = { _ in }
    host.resize(to: (60, 8))
    host.handle(.key(.tab))
    host.handle(.key(.right))
    host.handle(.key(.right))
    host.handle(.key(.up))
    host.handle(.key(.backspace))
    host.handle(.key(.escape))
    #expect(line(host).contains("At 1, 2 pieces, exits 1"), "\(line(host))")
    // In the text field, the arrows and Backspace edit; Esc is still the view's.
    host.handle(.key(.tab))
    host.handle(.key(.left))
    host.handle(.key(.backspace))
    host.handle(.key(.escape))
    #expect(line(host).contains("At 1, 2 pieces, exits 2, note b"), "\(line(host))")
  }
}

extension CommandKeyTests {
  @Test func anAdjustableViewGoesUpAndDownAStepWithTheArrows() {
    struct Rating: View {
      @State private var stars = 3
      var body: some View {
        HStack {
          Button("Stars") {}
          Text("Rated \(stars)")
        }
        .accessibilityAdjustableAction { direction in
          stars += direction == .increment ? 1 : -1
        }
        .focusSection()
        .hoverEffect(.lift)
        .accessibilityIgnoresInvertColors()
      }
    }
    let host = TerminalHost(rootView: Rating())
    host.write = { _ in }
    host.resize(to: (40, 6))
    host.handle(.key(.tab))
    host.handle(.key(.up))
    host.handle(.key(.up))
    host.handle(.key(.down))
    #expect(
      host.front?.lines.contains { $0.contains("Rated 4") } == true, "\(host.front?.lines ?? [])")
  }
}
