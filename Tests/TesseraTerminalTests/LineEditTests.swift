import Tessera
import Testing

@testable import TesseraTerminal

/// A terminal text field takes the readline keys its users know, after the app's own
/// shortcuts.
@MainActor
@Suite struct LineEditTests {
  private func edit(_ text: String, at cursor: Int, _ keys: [(InputEvent.Key, KeyModifiers)])
    -> LineEdit
  {
    var line = LineEdit(text, cursor: cursor)
    for (key, modifiers) in keys { _ = line.apply(key, modifiers: modifiers) }
    return line
  }

  @Test func controlKeysGoToTheEndsAndDeleteToThem() {
    var line = edit("buy oat milk", at: 4, [(.character("e"), .control)])
    #expect(line.cursor == 12)
    line = edit("buy oat milk", at: 4, [(.character("a"), .control)])
    #expect(line.cursor == 0)
    line = edit("buy oat milk", at: 4, [(.character("k"), .control)])
    #expect(line.text == "buy " && line.cursor == 4)
    line = edit("buy oat milk", at: 4, [(.character("u"), .control)])
    #expect(line.text == "oat milk" && line.cursor == 0)
  }

  @Test func wordsAreDeletedAndCrossedOverSpacesAndPunctuation() {
    var line = edit("buy oat milk, now", at: 13, [(.character("w"), .control)])
    #expect(line.text == "buy oat  now", "the word before, with the comma after it")
    line = edit("buy oat milk", at: 12, [(.backspace, .alt), (.backspace, .alt)])
    #expect(line.text == "buy ")
    line = edit("buy oat milk", at: 0, [(.character("f"), .alt), (.character("f"), .alt)])
    #expect(line.cursor == 7)
    line = edit("buy oat milk", at: 12, [(.left, .control)])
    #expect(line.cursor == 8)
    line = edit("buy oat milk", at: 3, [(.character("d"), .alt)])
    #expect(line.text == "buy milk")
  }

  @Test func otherCommandsAreNotTaken() {
    var line = LineEdit("milk", cursor: 4)
    #expect(line.apply(.character("s"), modifiers: .control) == nil)
    #expect(line.apply(.up, modifiers: []) == nil)
    #expect(line.apply(.character("!"), modifiers: []) == .changed)
    #expect(line.text == "milk!")
  }

  private struct Note: View {
    @State var text = ""
    @State var saves = 0
    var body: some View {
      VStack {
        TextField("Note", text: $text)
        Text("Note: \(text)")
        Text("Saved \(saves) times")
        Button("Save") { saves += 1 }
          .keyboardShortcut("s")
      }
    }
  }

  @Test func aFocusedFieldTakesTheCommandsButTheAppsShortcutsComeFirst() {
    let host = TerminalHost(rootView: Note())
    host.write = { _ in }
    host.resize(to: (40, 6))
    host.handle(.key(.tab))
    for character in "buy oat milk" { host.handle(.key(.character(character))) }
    host.handle(.key(.character("w"), .control))
    host.handle(.key(.character("a"), .control))
    host.handle(.key(.character("x")))
    #expect(host.front?.lines.contains { $0.hasSuffix("Note: xbuy oat") } == true)
    host.handle(.key(.character("s"), .control))
    #expect(host.front?.lines.contains { $0.contains("Saved 1 times") } == true)
    #expect(host.front?.lines.contains { $0.hasSuffix("Note: xbuy oat") } == true)
  }
}
