import Tessera
import Testing

@testable import TesseraTerminal

/// Esc is `.cancelAction`'s key: with no presentation to close and no page to pop, it
/// runs the button that has that shortcut.
@MainActor
@Suite struct CancelActionKeyTests {
  private struct Editor: View {
    @State private var closed = 0
    var body: some View {
      NavigationStack {
        Text("Closed \(closed) times")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Close") { closed += 1 }.keyboardShortcut(.cancelAction)
            }
          }
      }
    }
  }

  @Test func escRunsTheCancelButtonWhenThereIsNothingToGoBackFrom() {
    let host = TerminalHost.drawn(Editor())
    host.handle(.key(.escape))
    #expect(host.front?.lines.contains { $0.contains("Closed 1 times") } == true)
  }
}
