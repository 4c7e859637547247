import EndToEndSupport
import Foundation
import Testing

/// The Catalog's More pages for containers, drawing and text, run in tmux and used with
/// the mouse: a `Grid`, a sortable `Table`, an outline, jumping to a row of a long list,
/// shapes and a `Canvas`, and a page of Markdown, formats and a ticking timeline.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct CatalogMorePagesEndToEndTests {
  private let catalog = CatalogLauncher()

  /// The screen's lines.
  private func lines(_ tmux: Tmux) throws -> [Substring] {
    try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Clicks the first cell of `text` on the screen.
  private func click(_ text: String, in tmux: Tmux) throws {
    let place = try #require(try tmux.place(of: text), "\(text) shows")
    try tmux.click(column: place.column + 1, row: place.row)
  }

  /// Opens the More tab's page `row`, and waits for `text` on it.
  private func open(_ row: String, in tmux: Tmux, until text: String) async throws {
    try tmux.send("M-7")
    #expect(try await tmux.waitFor(row))
    try click(row, in: tmux)
    #expect(try await tmux.waitFor(text))
    try await tmux.waitUntilStill()  // the page slides in
  }

  @Test func theGridTableOutlineAndJumpPages() async throws {
    let tmux = try await catalog.launch(rows: 30)
    defer { tmux.kill() }
    // The grid's number columns line up at their trailing edge; the total spans two.
    try await open("Grid and ViewThatFits", in: tmux, until: "Season total")
    let rows = try lines(tmux)
    let noor = try #require(rows.first { $0.contains("Noor") })
    let tomasz = try #require(rows.first { $0.contains("Tomasz") })
    let end = { (line: Substring, text: String) in
      line.firstRange(of: text).map { line.distance(from: line.startIndex, to: $0.upperBound) }
    }
    #expect(end(noor, " 12") == end(tomasz, " 9"), "\(noor)\n\(tomasz)")
    try tmux.send("Escape")

    // The table sorts by a column whose title is clicked, then the other way round.
    try await open("Table", in: tmux, until: "Selected: nobody")
    func firstPlayer() throws -> String {
      let rows = try lines(tmux)
      let header = try #require(rows.firstIndex { $0.contains("Player") && $0.contains("Points") })
      return rows[(header + 1)...].first { $0.contains(where: \.isLetter) }.map(String.init) ?? ""
    }
    #expect(try firstPlayer().contains("Noor"), "as the data comes, until a title is clicked")
    try click("Points", in: tmux)
    #expect(try await tmux.waitUntil { _ in (try? firstPlayer().contains("198")) ?? false })
    try click("Points", in: tmux)
    #expect(try await tmux.waitUntil { _ in (try? firstPlayer().contains("310")) ?? false })
    try click("Ines", in: tmux)
    #expect(try await tmux.waitFor("Selected: Ines"))
    try tmux.send("Escape")

    // The outline opens a folder to show what is in it.
    try await open("Outline", in: tmux, until: "Recipes")
    #expect(try !tmux.screen().contains("Breads"))
    try click("Recipes", in: tmux)
    #expect(try await tmux.waitFor("Breads"))
    try tmux.send("Escape")

    // The log starts at its end; Top jumps to its first line.
    try await open("Jump to a row", in: tmux, until: "Log line 200")
    #expect(try !tmux.screen().contains("Log line 1\n"))
    try click("Top", in: tmux)
    #expect(try await tmux.waitUntil { $0.contains("Log line 1 ") || $0.contains("Log line 1\n") })
    #expect(try !tmux.screen().contains("Log line 200"))
  }

  @Test func theDrawingAndTextPages() async throws {
    let tmux = try await catalog.launch(rows: 30)
    defer { tmux.kill() }
    // The canvas writes its labels under its bars; the stepper moves the ring and pie.
    try await open("Drawing", in: tmux, until: "Progress 65%")
    // (Once the page has slid all the way in: the stepper's row starts at the padding.)
    let drawn = try await tmux.waitUntil { screen in
      (1...5).allSatisfy { screen.contains("Q\($0)") }
        && screen.split(separator: "\n").contains { $0.hasPrefix("  Progress 65%") }
    }
    let drawing = try tmux.screen()
    #expect(drawn, "\(drawing)")
    let stepper = try #require(try lines(tmux).firstIndex { $0.contains("Progress 65%") })
    let plus = try #require(try lines(tmux)[stepper].lastIndex(of: "+"))
    let column = try lines(tmux)[stepper].distance(
      from: try lines(tmux)[stepper].startIndex, to: plus)
    try tmux.click(column: column, row: stepper)
    #expect(try await tmux.waitFor("Progress 70%"))
    try tmux.send("Escape")

    // Markdown is drawn, not shown: bold and italic words, a link that opens through
    // `openURL`; the formats; a timeline that ticks on its own.
    try await open("Text", in: tmux, until: "Ticks:")
    #expect(try tmux.screen().contains("Bold, italic, code and a link"))
    let styled = try tmux.styledScreen()
    #expect(styled.firstCell(of: "Bold,")?.isBold == true)
    #expect(styled.firstCell(of: "italic,")?.isItalic == true)
    #expect(styled.firstCell(of: "Bold,")?.isItalic == false)
    for shown in [
      "1,234.5", "€19.99", "25%", "Ada, Grace, and Linus", "1.5 MB", "5.2 km", "SHOUTING",
    ] {
      #expect(try tmux.screen().contains(shown), "\(shown)")
    }
    func ticks(_ screen: String) -> Int? {
      screen.split(separator: "\n").first { $0.contains("Ticks:") }
        .flatMap { Int($0.split(separator: " ").last ?? "") }
    }
    let first = try #require(ticks(try tmux.screen()))
    #expect(try await tmux.waitUntil { (ticks($0) ?? 0) >= first + 2 }, "it ticks each second")
    let before = try tmux.screen()
    try click("link", in: tmux)
    let opened = try await tmux.waitFor("Opened: https://example.org/tessera")
    let after = try tmux.screen()
    #expect(opened, "clicked on:\n\(before)\nnow:\n\(after)")
    try tmux.send("Escape")

    // A plain list's letter stays at the top while its names scroll under it.
    try await open("Contacts (plain list)", in: tmux, until: "Abebe")
    // (A letter's line may end in the list's scroll indicator.)
    let top = try #require(try lines(tmux).firstIndex { $0.split(separator: " ").first == "A" })
    var pinned = false
    for _ in 0..<8 where !pinned {
      try tmux.click(column: 20, row: top + 4, button: 65)
      pinned = try await tmux.waitUntil(timeout: 1) { screen in
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return rows[top].split(separator: " ").first == "A" && !screen.contains("Abebe")
          && screen.contains("Arjun")
      }
    }
    let contacts = try tmux.screen()
    #expect(pinned, "A's header pinned over its first names: \(contacts)")
  }

  @Test func theListStylesPage() async throws {
    let tmux = try await catalog.launch(rows: 30)
    defer { tmux.kill() }
    // A grouped list sets each section apart with a blank line above its header.
    try await open("List styles", in: tmux, until: "Apples")
    try click("Inset grouped", in: tmux)
    #expect(try await tmux.waitFor("Sidebar"))
    try click("Grouped", in: tmux)
    #expect(try await tmux.waitFor("Grouped ▾"))
    var rows = try lines(tmux)
    let fruit = try #require(rows.firstIndex { $0.hasPrefix("  Fruit") })
    #expect(rows[fruit - 1].trimmingCharacters(in: .whitespaces).isEmpty, "\(rows)")
    // In a sidebar, the sections sit together, and a header collapses its section.
    try click("Grouped ▾", in: tmux)
    #expect(try await tmux.waitFor("Sidebar"))
    try click("Sidebar", in: tmux)
    #expect(try await tmux.waitFor("Sidebar ▾"))
    rows = try lines(tmux)
    let header = try #require(rows.firstIndex { $0.hasPrefix("  Fruit") })
    #expect(rows[header - 1].contains("Sidebar ▾"), "\(rows)")
    try click("Fruit", in: tmux)
    #expect(try await tmux.waitUntil { !$0.contains("Apples") && $0.contains("Rice") })
    try click("Fruit", in: tmux)
    #expect(try await tmux.waitFor("Apples"))
  }
}
