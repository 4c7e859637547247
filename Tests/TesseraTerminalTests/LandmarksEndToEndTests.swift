import EndToEndSupport
import Foundation
import Testing

/// Uses the real Landmarks app in an 80 × 24 tmux window with the keyboard, quits it,
/// and checks that a relaunch keeps what was changed.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Landmarks") != nil))
struct LandmarksEndToEndTests {
  @Test func favoritesAndProfileSurviveARestart() async throws {
    let data = ScratchFolder("landmarks-e2e")
    defer { withExtendedLifetime(data) {} }
    let command = "XDG_DATA_HOME=\(data.path) \(BuiltExecutable.path("Landmarks")!)"
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.type(command)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Featured"))

    // The list, favourites only: Crater Lake is one of them.
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Favorites only"))
    try tmux.send("Tab", "Space")
    #expect(try await tmux.waitFor("[x]"))
    #expect(try tmux.screen().contains("Crater Lake"))

    // Open it and take the star away; back in the list it is gone.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("About Crater Lake"))
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Crater Lake ☆"))
    try tmux.send("Escape")
    #expect(
      try await tmux.waitUntil { $0.contains("Lake Crescent") && !$0.contains("Crater Lake") })

    // The profile: Edit, a new username, Done.
    try tmux.send("M-1")
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Edit"))
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Done"))
    try tmux.send("Tab")
    for _ in 0..<20 { try tmux.send("BSpace") }
    try tmux.type("ridgewalker")
    try tmux.send("BTab", "Enter")
    #expect(try await tmux.waitUntil { $0.contains("ridgewalker") && $0.contains("Edit") })

    // Quit and start again.
    try tmux.send("C-c")
    #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try tmux.type(command)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Featured"))
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Favorites only"))
    let craterRow = try tmux.screen().split(separator: "\n").first { $0.contains("Crater Lake") }
    #expect(craterRow.map { !$0.contains("★") } == true, "the star stayed off")
    try tmux.send("M-1", "Tab", "Enter")
    #expect(try await tmux.waitFor("ridgewalker"), "the username was kept")
    try tmux.send("C-c")
  }
}
