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

  @Test func redrawsAtEachEntryOfItsScheduleAsTheHostsClockMoves() {
    let host = TestHost(Ticker())
    #expect(host.contains(text: "Tick 0"))
    host.advance(by: 0.02)
    #expect(host.contains(text: "Tick 1"))
    host.advance(by: 0.1)
    #expect(host.contains(text: "Tick 6"), "\(host.screen.joined())")
  }

  /// A game's model, moved one step at each new date of its timeline.
  final class Game: ObservableObject {
    @Published var steps = 0
    @Published var pokes = 0
  }

  struct Board: View {
    @StateObject var game = Game()
    var body: some View {
      VStack {
        TimelineView(.animation(minimumInterval: 1)) { context in
          Text("Steps \(game.steps)").onChange(of: context.date) { game.steps += 1 }
        }
        Button("Poke \(game.pokes)") { game.pokes += 1 }
      }
    }
  }

  @Test func anAnimationTimelineKeepsItsDateWhenItsContentIsDrawnAgainBetweenEntries() throws {
    let host = TestHost(Board())
    for poke in 0..<5 {
      host.advance(by: 0.1)
      try host.tap("Poke \(poke)")
    }
    #expect(host.contains(text: "Steps 0"), "redrawn five times within its first second")
    host.advance(by: 0.6)
    #expect(host.contains(text: "Steps 1"), "one step when the next entry came")
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

  @Test func anExplicitScheduleStopsAfterItsLastDate() {
    struct Countdown: View {
      let dates = (1...2).map { Date().addingTimeInterval(Double($0) * 0.4) }
      var body: some View {
        TimelineView(.explicit(dates)) { context in
          Text(context.date == dates.last ? "Done" : "Waiting \(context.date == dates[0])")
        }
      }
    }
    let host = TestHost(Countdown())
    #expect(host.contains(text: "Waiting true"), "the first date until the second comes")
    host.advance(by: 0.5)
    #expect(host.contains(text: "Waiting true"))
    host.advance(by: 0.5)
    #expect(host.contains(text: "Done"))
    host.advance(by: 60)
    #expect(host.contains(text: "Done"), "nothing comes after the last date")
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
