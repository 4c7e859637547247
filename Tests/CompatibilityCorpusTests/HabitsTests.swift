import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct HabitsTests {
  @Test func theWelcomePagesLeadToTheTabs() throws {
    let host = TestHost(HabitsRoot())
    #expect(host.contains(text: "Small steps every day"))
    try host.find(label: "Page 3 of 3").tap()
    try host.tap("Start")
    #expect(host.contains(text: "Today"))
    let bar = try #require(host.screen.last { $0.contains("Today") && $0.contains("All") })
    #expect(bar.contains("All 3"), "the badge counts the habits: \(bar)")
  }

  @Test func todayLinesTheStreaksUpAndChecksIn() async throws {
    let store = HabitStore()
    let host = TestHost(TodayView().environment(store))
    await host.settle()
    let columns = ["4 days", "12 days", "0 days"].map { streak in
      host.screen.first { $0.contains(streak) }.map {
        $0.range(of: streak)!.lowerBound.utf16Offset(in: $0)
      }
    }
    #expect(columns.allSatisfy { $0 != nil } && Set(columns).count == 1, "\(host.screen)")
    try host.find(label: "Done").tap()
    #expect(host.contains(text: "5 days"))
  }

  @Test func searchSuggestionsFillTheSearchAndANewHabitHasTheFocus() throws {
    let store = HabitStore()
    let host = TestHost(AllHabitsView().environment(store))
    #expect(host.focusedControl?.description.contains("New habit") == true)
    try host.find(control: "Search").focus()
    try host.find(text: "Stretch").tap()
    #expect(try host.find(control: "Search").textValue == "Stretch")
    // Under the Habits header, the list keeps Stretch's row and leaves out Run's.
    let screen = host.screen
    let header = try #require(
      screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Habits" })
    let rows = screen[header...].prefix { $0.trimmingCharacters(in: .whitespaces) != "New" }
    #expect(rows.contains { $0.contains("Stretch") }, "\(screen)")
    #expect(!rows.contains { $0.contains("Run") }, "\(screen)")
  }
}
