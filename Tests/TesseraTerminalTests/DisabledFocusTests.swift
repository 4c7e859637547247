import Tessera
import Testing

@testable import TesseraTerminal

/// A control disabled while it has the focus looks disabled, as Gift Exchange's gift
/// button does once everyone has drawn.
@MainActor
@Suite struct DisabledFocusTests {
  private struct LastDraw: View {
    @State private var left = 1
    var body: some View {
      VStack {
        Button("Draw") { left -= 1 }.disabled(left == 0)
        Text("Left \(left)")
      }
    }
  }

  @Test func aControlDisabledWhileFocusedIsDimmedNotHighlighted() throws {
    let host = TerminalHost(rootView: LastDraw())
    host.write = { _ in }
    host.resize(to: (30, 6))
    host.handle(.key(.tab))
    #expect(try host.style(of: "Draw").isInverse, "focused while enabled")
    host.handle(.key(.enter))
    #expect(host.front?.lines.contains { $0.contains("Left 0") } == true)
    let style = try host.style(of: "Draw")
    #expect(!style.isInverse, "a highlighted button looks enabled")
    #expect(style.isDim)
  }
}
