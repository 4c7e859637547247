import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct MoodboardTests {
  @Test func jumpingScrollsTheFeedAndTheGeometryFollows() async throws {
    let host = TestHost(MoodBoardApp())
    await host.settle()
    #expect(host.contains(text: "Top: 0"))
    try host.tap("Jump to 20")
    await host.settle()
    let screen = host.screen
    let firstCard = try #require(screen.firstIndex { $0.contains("Mood ") })
    #expect(screen[firstCard].contains("Mood 20"), "\(screen)")
    #expect(host.contains(text: "Top: 20"))
  }

  @Test func aFavoriteShowsInItsTabAndUndoTakesItBack() async throws {
    let host = TestHost(MoodBoardApp())
    await host.settle()
    try host.tap("Favorite Mood 1")
    try host.tap("Favorites")
    #expect(host.contains(text: "Mood 1"))
    try host.tap("Feed")
    try host.tap("Undo")
    try host.tap("Favorites")
    #expect(host.contains(text: "No Favorites"))
  }
}
