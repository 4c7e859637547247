import Combine
import Foundation
import Tessera
import TesseraTesting
import Testing

/// The test host's clock: it stands still until a test advances it, and what the app
/// waits on (timers, debounces, delays, timelines) comes due as it moves.
@MainActor
@Suite struct HostClockTests {
  final class Countdown: ObservableObject {
    @Published var remaining = 3
    private var timer: AnyCancellable?

    func start() {
      timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        .sink { [weak self] _ in
          guard let self else { return }
          remaining -= 1
          if remaining == 0 { timer = nil }
        }
    }
  }

  struct CountdownView: View {
    @StateObject private var countdown = Countdown()
    var body: some View {
      VStack {
        Text("\(countdown.remaining) left")
        Button("Start") { countdown.start() }
      }
    }
  }

  @Test func aTimerStartedByATapTicksAsTheClockMoves() throws {
    let host = TestHost(CountdownView())
    host.advance(by: 5)
    #expect(host.contains(text: "3 left"), "nothing ticks before the tap")
    try host.tap("Start")
    host.advance(by: 0.9)
    #expect(host.contains(text: "3 left"))
    host.advance(by: 0.1)
    #expect(host.contains(text: "2 left"))
    host.advance(by: 10)
    #expect(host.contains(text: "0 left"), "the timer stops itself at zero")
  }

  final class Saver: ObservableObject {
    @Published var draft = ""
    @Published private(set) var saved: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
      $draft.dropFirst()
        .debounce(for: .seconds(2), scheduler: DispatchQueue.main)
        .sink { [weak self] in self?.saved.append($0) }
        .store(in: &cancellables)
    }
  }

  struct Editor: View {
    @StateObject private var saver = Saver()
    var body: some View {
      VStack {
        TextField("Draft", text: $saver.draft)
        Text("Saved: \(saver.saved.joined(separator: ", "))")
      }
    }
  }

  @Test func aDebounceOnTheMainQueueWaitsForTheClock() throws {
    let host = TestHost(Editor())
    try host.find(control: "Draft").setText("Hel")
    host.advance(by: 1)
    try host.find(control: "Draft").setText("Hello")
    host.advance(by: 1.5)
    #expect(host.contains(text: "Saved: "), "typing again restarted the wait")
    #expect(!host.contains(text: "Saved: Hel"))
    host.advance(by: 0.5)
    #expect(host.contains(text: "Saved: Hello"), "only the last of the burst is saved")
  }

  @Test func aTimelineShowsTheHostsDate() {
    struct Seconds: View {
      var body: some View {
        TimelineView(.periodic(from: .distantPast, by: 1)) { context in
          Text("At \(Int(context.date.timeIntervalSinceReferenceDate))")
        }
      }
    }
    let host = TestHost(Seconds())
    let start = Int(host.now.timeIntervalSinceReferenceDate)
    #expect(host.contains(text: "At \(start)"))
    host.advance(by: 3)
    #expect(host.now.timeIntervalSince1970.rounded(.down) == Double(start + 3) + 978_307_200)
    #expect(host.contains(text: "At \(start + 3)"), "\(host.screen.joined())")
  }
}
