import EndToEndSupport
import Foundation
import Testing

/// The corpus's bill splitter (a `Form` with a currency field, a stepper, a segmented
/// picker and `@FocusState`), run as its tutorial wrote it, in tmux, from the keyboard
/// and the mouse.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("BillSplitter") != nil))
struct BillSplitterEndToEndTests {
  /// Whether the screen's Share line shows `amount`.
  private func shares(_ amount: String) -> (String) -> Bool {
    { screen in
      screen.split(separator: "\n").contains { $0.contains("Share") && $0.contains(amount) }
    }
  }

  @Test func theShareFollowsWhatIsTypedAndChosen() async throws {
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.type(BuiltExecutable.path("BillSplitter")!)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("How much tip?"))
    // The amount: typed over its formatted zero, with the keyboard toolbar's Done shown
    // while it is edited.
    try tmux.send("Tab", "C-u")
    try tmux.type("80")
    #expect(try await tmux.waitFor("Done"))
    #expect(
      try await tmux.waitUntil(shares("46.00")), "80 + 15% over 2")
    // Done takes the focus from the field, which then shows the amount as currency.
    let done = try #require(try tmux.place(of: "Done"))
    try tmux.click(column: done.column + 1, row: done.row)
    #expect(try await tmux.waitUntil { !$0.contains("Done") })
    #expect(try tmux.screen().contains("80.00"))
    // A third diner with the stepper's +, a 25% tip on the segments, and rounding up.
    try tmux.send("Tab", "Tab", "Right")
    #expect(try await tmux.waitFor("Diners: 3"))
    try tmux.send("Tab", "Right", "Right")
    #expect(try await tmux.waitUntil(shares("33.33")))
    try tmux.send("Tab", "Space")
    #expect(try await tmux.waitUntil(shares("34.00")))
    try tmux.send("C-c")
  }
}
