import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StopwatchTests {
  @Test func theTimerTicksUntilPaused() async throws {
    let host = TestHost(Stopwatch())
    // Several ticks may pass between two looks at the screen: wait for three or more.
    func elapsed() -> Int {
      host.root.texts.lazy.compactMap { Int($0.replacingOccurrences(of: "Elapsed: ", with: "")) }
        .first ?? 0
    }
    #expect(await host.settle(timeout: .seconds(10)) { elapsed() >= 3 })
    try host.tap("Pause")
    let paused = try host.find(control: "Resume").label
    #expect(paused == "Resume")
  }
}
