import Tessera
import TesseraTesting
import Testing

/// Model files that import only Foundation, as on Apple platforms: the target uses the
/// ImportsAsOnApple plugin, which brings Combine and Observation to every file.
@MainActor
@Suite struct ReadingLogTests {
  @Test func markingABookReadCountsDownThroughAFoundationOnlyModel() throws {
    let host = TestHost(ReadingLogView())
    #expect(host.contains(text: "To read: 2"))
    try host.tap("The Salt Road M. Okafor")
    #expect(host.contains(text: "To read: 1"))
  }

  @Test func anObservableGoalFromAFoundationOnlyFileIsEditedThroughBindable() throws {
    let host = TestHost(ReadingLogView())
    try host.find(control: "20 pages a day").increment()
    #expect(host.contains(text: "25 pages a day"))
    #expect(host.contains(text: "175 pages a week"))
  }
}
