import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StopwatchTests {
  @Test func theTimerTicksUntilPaused() async throws {
    let host = TestHost(Stopwatch())
    #expect(await host.settle(timeout: .seconds(5)) { host.contains(text: "Elapsed: 3") })
    try host.tap("Pause")
    let paused = try host.find(control: "Resume").label
    #expect(paused == "Resume")
  }
}
