import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TimelineViewTests {
  /// Shows how many entries of a fast periodic schedule have come.
  struct Ticker: View {
    let start = Date()
    var body: some View {
      TimelineView(.periodic(from: start, by: 0.02)) { context in
        let ticks = Int((context.date.timeIntervalSince(start) / 0.02).rounded())
        Text("Tick \(ticks)")
      }
    }
  }

  @Test func redrawsAtEachEntryOfItsSchedule() async throws {
    let host = TestHost(Ticker())
    func tick() -> Int? {
      host.root.texts.lazy.compactMap { Int($0.replacingOccurrences(of: "Tick ", with: "")) }
        .first
    }
    // The first frame shows the entry it was made at (the first, unless the machine is
    // busy enough that 20 ms went by before it).
    let first = try #require(tick(), "\(host.screen.joined())")
    #expect(host.screen.joined().contains("Tick \(first)"))
    // It may skip entries it fell behind on; it reaches the third after that or a later one.
    let advanced = await host.settle(timeout: .seconds(10)) { (tick() ?? 0) >= first + 3 }
    #expect(advanced, "\(host.screen.joined())")
  }

  @Test func theContextDateIsTheEntryNotTheClock() {
    // An every-minute timeline shows the start of the current minute.
    struct Clock: View {
      var body: some View {
        TimelineView(.everyMinute) { context in
          Text("Seconds \(Int(context.date.timeIntervalSinceReferenceDate) % 60)")
        }
      }
    }
    #expect(TestHost(Clock()).screen.joined().contains("Seconds 0"))
  }

  @Test func anExplicitScheduleStopsAfterItsLastDate() async {
    struct Countdown: View {
      // Far enough ahead that the first frame comes before the first date, even on a
      // machine busy running the other tests.
      let dates = (1...2).map { Date().addingTimeInterval(Double($0) * 0.4) }
      var body: some View {
        TimelineView(.explicit(dates)) { context in
          Text(context.date == dates.last ? "Done" : "Waiting")
        }
      }
    }
    let host = TestHost(Countdown())
    #expect(host.screen.joined().contains("Waiting"))
    let done = await host.settle(timeout: .seconds(10)) { host.screen.joined().contains("Done") }
    #expect(done)
  }

  @Test func schedulesListTheirDates() {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)
    let periodic = PeriodicTimelineSchedule(from: start, by: 10)
    let dates = Array(periodic.entries(from: start.addingTimeInterval(25), mode: .normal).prefix(2))
    #expect(dates == [start.addingTimeInterval(20), start.addingTimeInterval(30)])
    let minutes = Array(
      EveryMinuteTimelineSchedule().entries(
        from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal
      ).prefix(2))
    #expect(
      minutes == [
        Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180),
      ])
    let paused = AnimationTimelineSchedule(paused: true)
    #expect(Array(paused.entries(from: start, mode: .normal)).count == 1)
  }
}
