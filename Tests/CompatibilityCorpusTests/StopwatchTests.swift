import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StopwatchTests {
  @Test func theTimerTicksOnTheHostsClockUntilPaused() throws {
    let host = TestHost(Stopwatch())
    #expect(host.contains(text: "Elapsed: 0"), "the host's clock stands still")
    host.advance(by: .milliseconds(30))
    #expect(host.contains(text: "Elapsed: 3"), "a tick for each hundredth of a second")
    try host.tap("Pause")
    host.advance(by: 1)
    #expect(host.contains(text: "Elapsed: 3"), "no ticks counted while paused")
    try host.tap("Resume")
    host.advance(by: .milliseconds(10))
    #expect(host.contains(text: "Elapsed: 4"))
  }
}
