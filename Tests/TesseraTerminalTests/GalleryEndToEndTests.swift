import Foundation
import Testing

/// Walks every screen of the real Gallery app in tmux with the keyboard: the themed tab
/// bar (hide, theme, language, state kept per tab), pagination to the last page, the
/// cached images, views in cells, and the data-flow demos.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Gallery") != nil))
struct GalleryEndToEndTests {
  @Test func walksEveryScreen() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.type("XDG_CACHE_HOME=\(cache.path) \(BuiltExecutable.path("Gallery")!)")
    try tmux.send("Enter")
    #expect(try tmux.waitFor("ThemedTabView"))
    // Focus moves in reading order: a screen's controls, then the tab items left to right
    // (Tab bar, Pages, Images, Cells, Data), wrapping around at either end.
    #expect(try tmux.screen().contains("Tab bar"))

    // Hiding the bar removes it, border and all; showing it brings one border back.
    try tmux.send("Tab", "Space")
    #expect(try tmux.waitUntil { !$0.contains("Pages") && !$0.contains("────") })
    try tmux.send("Space")
    #expect(try tmux.waitUntil { $0.contains("Pages") && $0.contains("────") })

    // Theme and language, then a count that the tab must keep.
    try tmux.send("Tab", "Right")
    #expect(try tmux.waitFor("Theme: Dark"))
    try tmux.send("Tab", "Right")
    #expect(try tmux.waitFor("Barre"))
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitFor("Tapped 1 times"))

    // Pagination: the footer loads page after page as the list scrolls, to the end.
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try tmux.waitFor("Row 1"))
    var finished = false
    for _ in 0..<30 where !finished {
      try tmux.send("PageDown")
      finished = try tmux.waitFor("All 100 rows loaded", timeout: 0.5)
    }
    #expect(finished)
    #expect(try tmux.screen().contains("Row 100"))

    // Back on the first tab, its count is still there.
    try tmux.send("BTab", "Enter")
    #expect(try tmux.waitFor("Tapped 1 times"))

    // Images: three pictures drawn as half-blocks; the invalid URL and the missing file
    // draw nothing. Showing them again comes from the cache.
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try tmux.waitFor("Invalid URL"))
    #expect(try tmux.waitUntil { $0.components(separatedBy: "▀▀▀▀▀▀▀▀▀▀▀▀").count - 1 >= 3 })
    try tmux.send("BTab", "BTab", "BTab", "Enter")
    #expect(try tmux.waitFor("Shown 2 times"))
    #expect(try tmux.screen().contains("▀▀▀▀▀▀▀▀▀▀▀▀"))

    // Views in cells: a faster heart rate grows its cell; a selected row gets the ✓; a
    // condition typed in its cell reaches the model.
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Enter")
    #expect(try tmux.waitFor("Chest strap"))
    try tmux.send("Tab", "Tab", "Tab", "Enter", "Enter")
    #expect(try tmux.waitUntil { $0.contains("120 BPM") && $0.contains("Elevated") })
    try tmux.send("BTab", "Right")
    #expect(try tmux.waitFor("Swimming"))
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try tmux.waitUntil { $0.contains("Cycling") && $0.contains("✓") })
    try tmux.send("BTab", "BTab", "Right")
    #expect(try tmux.waitFor("Saved: Asthma"))
    try tmux.send("Tab", "End")
    try tmux.type(" (mild)")
    #expect(try tmux.waitFor("Saved: Asthma (mild)"))

    // Data flow: toggles change the flags their nearest ancestor owns; the cover opens
    // with "Present!" and closes with "Dismiss Modal".
    try tmux.send("BTab", "BTab", "Enter")
    #expect(try tmux.waitFor("Outer flag is off, inner flag is off"))
    try tmux.send("Tab", "Space")
    #expect(try tmux.waitFor("Outer flag is on, inner flag is off"))
    try tmux.send("Tab", "Space")
    #expect(try tmux.waitFor("Outer flag is on, inner flag is on"))
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitFor("A full-screen cover"))
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitUntil { !$0.contains("A full-screen cover") && $0.contains("Present!") })

    try tmux.send("C-c")
    #expect(try tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
  }
}
