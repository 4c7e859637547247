import EndToEndSupport
import Foundation
import Testing

/// The apps on a dark and on a light terminal, in tmux: the terminal says what its colours
/// are (tmux answers for the pane), and every text cell must read against what is behind
/// it at a contrast of at least 2:1.
@Suite(.serialized, .enabled(if: Tmux.isAvailable))
struct TerminalColorsEndToEndTests {
  /// The data and cache folder of this test's run, deleted when the test ends.
  private let scratch = ScratchFolder("colors-e2e")

  /// A terminal's own colours: tmux's style for the pane, and the same as RGB.
  struct Terminal: CustomTestStringConvertible, Sendable {
    let name: String
    let style: String
    let foreground: Int
    let background: Int
    var testDescription: String { name }
  }

  static let terminals = [
    Terminal(name: "dark", style: "bg=colour234,fg=colour252", foreground: 252, background: 234),
    Terminal(name: "light", style: "bg=colour231,fg=colour235", foreground: 235, background: 231),
  ]

  /// The text cells of the screen shown now that read below 2:1, described.
  private func unreadable(_ tmux: Tmux, on terminal: Terminal) throws -> [String] {
    let screen = try tmux.styledScreen()
    let contrasts = screen.textContrasts(
      foreground: .xterm(terminal.foreground), background: .xterm(terminal.background))
    #expect(contrasts.count > 20, "the screen shows text: \(screen.lines.joined(separator: "\n"))")
    return contrasts.filter { $0.contrast < 2 }.map { found in
      let line = screen.lines[found.cell.row]
      return
        "'\(found.cell.character)' at row \(found.cell.row), column \(found.cell.column) "
        + "(\(String(format: "%.2f", found.contrast)):1) in \"\(line.trimmingCharacters(in: .whitespaces))\""
    }
  }

  private func expectReadable(
    _ tmux: Tmux, on terminal: Terminal, _ screen: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let cells = try unreadable(tmux, on: terminal)
    #expect(
      cells.isEmpty, "\(screen): \(cells.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  private func start(_ executable: String, on terminal: Terminal) async throws -> Tmux {
    let data = scratch
    // The data and the cache both go to a fresh folder.
    let tmux = try Tmux(columns: 100, rows: 30)
    try tmux.setColors(terminal.style)
    try tmux.type(
      "XDG_DATA_HOME=\(data.path) XDG_CACHE_HOME=\(data.path) \(BuiltExecutable.path(executable)!)")
    try tmux.send("Enter")
    return tmux
  }

  @Test(.enabled(if: BuiltExecutable.path("Landmarks") != nil), arguments: terminals)
  func landmarksReadsOnEveryScreen(on terminal: Terminal) async throws {
    let tmux = try await start("Landmarks", on: terminal)
    defer { tmux.kill() }
    #expect(try await tmux.waitFor("Featured"))
    try expectReadable(tmux, on: terminal, "the Featured tab")
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Favorites only"))
    try expectReadable(tmux, on: terminal, "the List tab")
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("About "))
    try await tmux.waitUntilStill()  // read once it has slid in and faded up
    try expectReadable(tmux, on: terminal, "a landmark's page")
    try tmux.send("Escape", "M-1", "Tab", "Enter")
    #expect(try await tmux.waitFor("Edit"))
    try expectReadable(tmux, on: terminal, "the profile")
    try tmux.send("C-c")
  }

  @Test(.enabled(if: BuiltExecutable.path("GiftExchange") != nil), arguments: terminals)
  func giftExchangeReadsOnEveryTab(on terminal: Terminal) async throws {
    let tmux = try await start("GiftExchange", on: terminal)
    defer { tmux.kill() }
    #expect(try await tmux.waitFor("Friends"))
    try await Task.sleep(for: .milliseconds(300))
    try expectReadable(tmux, on: terminal, "the Friends tab")
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Exchange Gift"))
    try expectReadable(tmux, on: terminal, "the Match tab")
    try tmux.send("M-3")
    try await Task.sleep(for: .milliseconds(300))
    try expectReadable(tmux, on: terminal, "the Giftees tab")
    try tmux.send("C-c")
  }

  @Test(.enabled(if: BuiltExecutable.path("Gallery") != nil), arguments: terminals)
  func galleryReadsOnEveryTab(on terminal: Terminal) async throws {
    let tmux = try await start("Gallery", on: terminal)
    defer { tmux.kill() }
    #expect(try await tmux.waitFor("ThemedTabView"))
    try expectReadable(tmux, on: terminal, "the Tab bar tab")
    for (key, name) in [("M-2", "Pages"), ("M-3", "Images"), ("M-4", "Cells"), ("M-5", "Data")] {
      try tmux.send(key)
      try await Task.sleep(for: .milliseconds(400))
      try expectReadable(tmux, on: terminal, "the \(name) tab")
    }
    try tmux.send("C-c")
  }
}
