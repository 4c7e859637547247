import EndToEndSupport
import Foundation
import Testing

/// The Catalog's "More controls" page, run in tmux and walked with the keyboard: a secure
/// and a formatted field, a paste button that reads tmux's buffer, the built-in button
/// styles and a control group, a button style of the app's, a button-styled toggle and a
/// toggle style of the app's, a stepper that counts its own steps, a progress style, keys
/// a view handles, and swipe actions.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct CatalogControlsEndToEndTests {
  private let catalog = CatalogLauncher()

  /// The line that contains `text`, or "".
  private func line(_ text: String, in tmux: Tmux) throws -> String {
    try tmux.screen().split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
  }

  @Test func theMoreControlsPageAnswersTheKeyboard() async throws {
    let tmux = try await catalog.launch(rows: 40)
    defer { tmux.kill() }
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("More controls"))
    for _ in 0..<14 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Nobody, 0 characters, tip 2.50"))
    try await tmux.waitUntilStill()  // the page slides in
    // The back button, then the fields: a name, a password shown as bullets, and a tip
    // parsed as it is typed and written as currency once the focus leaves it.
    try tmux.send("Tab", "Tab")
    try tmux.type("Ada")
    try tmux.send("Tab")
    try tmux.type("secret")
    try tmux.send("Tab", "C-u")
    try tmux.type("4.5")
    try tmux.send("Tab")
    #expect(try await tmux.waitFor("Ada, 6 characters, tip 4.50"))
    #expect(try tmux.screen().contains("••••••"), "the password is masked")
    #expect(try !tmux.screen().contains("secret"))
    #expect(try await tmux.waitFor("€4.50"), "the tip written by its format")
    // The paste button asks the terminal for its clipboard (OSC 52): tmux answers with
    // its paste buffer, which becomes the name.
    try tmux.acceptClipboard()
    try tmux.setPasteBuffer("Grace")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Grace, 6 characters, tip 4.50"))
    // Borderless, Small and Capsule, then the control group's Quieter and Louder.
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Volume 4"), "the group's second button")
    try tmux.send("BTab", "BTab", "BTab", "Enter")
    #expect(try await tmux.waitFor("Volume 1"), "the small bordered button")
    // The app's primitive style acts on Return as on a double click.
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Volume 3"))
    // A toggle drawn as a button, filled while on; the app's star toggle.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("A favourite"))
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Starred ★"))
    // The stepper's own increment adds two servings; the progress style says how full.
    try tmux.send("Tab", "Right")
    #expect(try await tmux.waitFor("Servings: 4"))
    #expect(try await tmux.waitFor("Kitchen 33% full"))
    // A focusable text takes the arrows itself.
    try tmux.send("Tab", "Right", "Left")
    #expect(try await tmux.waitFor("Arrows pressed here: 2"))
    // A chore's swipe actions open as a menu on Return, Done first.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Delete"))
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Water plants ✓"))
    // With the mouse, a drag leftwards across a row is the swipe.
    let row = try #require(try tmux.place(of: "Sweep the porch"))
    try tmux.drag(from: (row.column + 8, row.row), to: (row.column + 2, row.row))
    #expect(try await tmux.waitFor("Delete"))
    let delete = try #require(try tmux.place(of: "Delete"))
    try tmux.click(column: delete.column + 1, row: delete.row)
    #expect(try await tmux.waitUntil { !$0.contains("Sweep the porch") }, "the row is gone")
  }

  /// The controls of the other tabs, from the keyboard and the mouse: a date picker's
  /// calendar, a menu command's Ctrl shortcut, a view that follows the pointer, and a
  /// text editor.
  @Test func datesShortcutsHoverAndTheJournal() async throws {
    let tmux = try await catalog.launch(rows: 30)
    defer { tmux.kill() }
    // The date picker: Enter opens its calendar, ↓ goes a week on, Enter chooses.
    let before = try line("Day", in: tmux)
    for _ in 0..<5 { try tmux.send("Tab") }
    try tmux.send("Enter", "Down", "Enter")
    let weekOn = Calendar.current.date(byAdding: .day, value: 7, to: Date())!
    let day = Calendar.current.component(.day, from: weekOn)
    #expect(
      try await tmux.waitUntil { _ in
        let now = (try? line("Day", in: tmux)) ?? ""
        return now != before && now.contains(" \(day) ")
      }, "from \(before) a week on, to the \(day)th")
    // The Appearance menu's command answers Ctrl-T wherever the focus is.
    #expect(try line("Dark mode", in: tmux).hasSuffix("[ ]"))
    try tmux.send("C-t")
    #expect(
      try await tmux.waitUntil { _ in (try? line("Dark mode", in: tmux))?.hasSuffix("[x]") == true }
    )
    // `onHover`: the pointer over the view, then off it.
    try tmux.send("M-6")
    #expect(try await tmux.waitFor("[ hover over me ]"))
    let hover = try #require(try tmux.place(of: "[ hover over me ]"))
    try tmux.move(column: hover.column + 3, row: hover.row)
    #expect(try await tmux.waitFor("[ the pointer is over me ]"))
    try tmux.move(column: hover.column + 3, row: hover.row + 3)
    #expect(try await tmux.waitFor("[ hover over me ]"))
    // The journal's text editor: a click puts the cursor at the end; Return starts a line.
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Journal"))
    let journal = try #require(try tmux.place(of: "Journal"))
    try tmux.click(column: journal.column + 1, row: journal.row)
    #expect(try await tmux.waitFor("40 characters, 2 lines"))
    try await tmux.waitUntilStill()  // the page slides in
    let text = try #require(try tmux.place(of: "Saw two seals."))
    try tmux.click(column: text.column + 2, row: text.row)
    try tmux.send("Enter")
    try tmux.type("Rain")
    #expect(try await tmux.waitFor("45 characters, 3 lines"))
    #expect(try await tmux.waitFor("Rain"))
  }
}
