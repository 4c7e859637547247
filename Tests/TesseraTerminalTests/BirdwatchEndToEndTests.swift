import EndToEndSupport
import Foundation
import Testing

/// The corpus's card-grid app (`LazyVGrid` sections with pinned headers, cards that push
/// a detail by value, search), run as its tutorial wrote it, in tmux.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Birdwatch") != nil))
struct BirdwatchEndToEndTests {
  @Test func cardsOpenTheirBirdAndHeadersStayPinned() async throws {
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.type(BuiltExecutable.path("Birdwatch")!)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Wetland"))
    // Three cards to a line at 80 columns.
    let heron = try #require(try tmux.place(of: "Grey Heron"))
    let grebe = try #require(try tmux.place(of: "Little Grebe"))
    #expect(heron.row == grebe.row && grebe.column > heron.column)
    // The first card (after the search field), its bird, a sighting, and back with Esc.
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Latin name"))
    try tmux.send("Tab", "Tab", "Right")
    #expect(try await tmux.waitFor("Sightings: 4"))
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { !$0.contains("Latin name") && $0.contains("Wetland") })
    // Scrolled into the woodland birds, their header stays at the top of the grid (the
    // row under the search field) while their first cards pass under it.
    let top = try #require(try tmux.place(of: "Wetland")).row
    var pinned = false
    for _ in 0..<12 where !pinned {
      try tmux.click(column: 30, row: 12, button: 65)
      pinned = try await tmux.waitUntil(timeout: 1) { screen in
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > top && lines[top].contains("Woodland")
          && !screen.contains("Nuthatch") && screen.contains("Woodpecker")
      }
    }
    let screen = try tmux.screen()
    #expect(pinned, "the Woodland header pinned at row \(top): \(screen)")
    try tmux.send("C-c")
  }
}
