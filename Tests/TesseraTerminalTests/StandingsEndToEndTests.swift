import EndToEndSupport
import Foundation
import Testing

/// The corpus's sortable-table app (a `Table` sorted by its column titles, a selected
/// club's summary, fixtures that jump to a round), run as its tutorial wrote it, in tmux.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Standings") != nil))
struct StandingsEndToEndTests {
  private let clubs = ["Harbour Rovers", "Mill Lane", "Old Quarry"]

  /// The clubs from the top of the screen down.
  private func order(_ screen: String) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return clubs.compactMap { club in lines.firstIndex { $0.contains(club) }.map { ($0, club) } }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func theTableSortsByAClickedTitleAndTheFixturesJump() async throws {
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.type(BuiltExecutable.path("Standings")!)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Old Quarry"))
    #expect(order(try tmux.screen()) == clubs, "the data's order")
    // Points is sorted most first already: a click turns it round, fewest first.
    let points = try #require(try tmux.place(of: "Points"))
    try tmux.click(column: points.column + 1, row: points.row)
    #expect(
      try await tmux.waitUntil { order($0) == ["Mill Lane", "Old Quarry", "Harbour Rovers"] })
    let club = try #require(try tmux.place(of: "Club"))
    try tmux.click(column: club.column + 1, row: club.row)
    #expect(try await tmux.waitUntil { order($0) == clubs })
    // A club's row, clicked, shows its summary under the table.
    let quarry = try #require(try tmux.place(of: "Old Quarry"))
    try tmux.click(column: quarry.column + 1, row: quarry.row)
    #expect(try await tmux.waitFor("Win rate"))
    #expect(try tmux.screen().contains("60%"))
    // The fixtures start at the latest round; a button jumps to the first.
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Round 40"))
    #expect(try !tmux.screen().contains("Round 1:"))
    let first = try #require(try tmux.place(of: "First round"))
    try tmux.click(column: first.column + 1, row: first.row)
    #expect(try await tmux.waitFor("Round 1:"))
    try tmux.send("C-c")
  }
}
