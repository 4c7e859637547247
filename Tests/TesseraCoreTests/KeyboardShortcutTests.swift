import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct KeyboardShortcutTests {
  struct Editor: View {
    @State var saves = 0
    @State var text = ""
    var body: some View {
      VStack {
        TextField("Draft", text: $text)
        Button("Save") { saves += 1 }.keyboardShortcut("s")
        Button("Save as") { saves += 10 }.keyboardShortcut("s", modifiers: [.command, .shift])
        Button("Archive") { saves += 100 }.keyboardShortcut("a", modifiers: .option)
          .disabled(true)
        Text("Saved \(saves)")
      }
    }
  }

  @Test func aShortcutActivatesItsControlAndAModifierMakesAnotherShortcut() throws {
    let host = TestHost(Editor())
    try host.press("s")
    #expect(host.contains(text: "Saved 1"))
    try host.press("S", modifiers: [.command, .shift])
    #expect(host.contains(text: "Saved 11"))
    #expect(throws: InspectionError.self, "a disabled control has no shortcut") {
      try host.press("a", modifiers: .option)
    }
    #expect(throws: InspectionError.self) { try host.press("q") }
  }

  @Test func theDefaultAndCancelActionsAreEnterAndEsc() {
    #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
    #expect(KeyboardShortcut.cancelAction.key == .escape)
  }
}
