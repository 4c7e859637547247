import Combine
import Foundation
import Testing

@Suite struct SchedulingTests {
  @Test func debouncePublishesTheLastValueOfABurstAfterAQuietSpell() {
    let scheduler = TestScheduler()
    let query = PassthroughSubject<String, Never>()
    var searched: [String] = []
    let subscription = query.debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { searched.append($0) }
    query.send("s")
    scheduler.advance(by: 0.1)
    query.send("sw")
    scheduler.advance(by: 0.1)
    query.send("swi")
    scheduler.advance(by: 0.29)
    #expect(searched.isEmpty, "still typing")
    scheduler.advance(by: 0.02)
    #expect(searched == ["swi"])
    query.send("swift")
    scheduler.advance(by: 1)
    #expect(searched == ["swi", "swift"])
    withExtendedLifetime(subscription) {}
  }

  @Test func throttlePublishesAtMostOnePerInterval() {
    let scheduler = TestScheduler()
    let taps = PassthroughSubject<Int, Never>()
    var latest: [Int] = []
    var first: [Int] = []
    let subscriptions = [
      taps.throttle(for: 1, scheduler: scheduler, latest: true).sink { latest.append($0) },
      taps.throttle(for: 1, scheduler: scheduler, latest: false).sink { first.append($0) },
    ]
    taps.send(1)
    scheduler.advance(by: 0)
    taps.send(2)
    taps.send(3)
    scheduler.advance(by: 1)
    scheduler.advance(by: 1)
    taps.send(4)
    scheduler.advance(by: 0)
    #expect(latest == [1, 3, 4])
    #expect(first == [1, 2, 4])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func throttleDeliversThePendingValueBeforeItsCompletion() {
    let scheduler = TestScheduler()
    let taps = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let subscription = taps.throttle(for: 1, scheduler: scheduler, latest: true).sink(
      receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
    taps.send(1)
    taps.send(2)
    taps.send(completion: .finished)
    scheduler.advance(by: 5)
    #expect(events == ["1", "2", "end"])
    withExtendedLifetime(subscription) {}
  }

  @Test func receiveOnDeliversOnTheScheduler() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let subscription = subject.receive(on: scheduler).sink { seen.append($0) }
    subject.send(1)
    #expect(seen.isEmpty)
    scheduler.advance(by: 0)
    #expect(seen == [1])
    withExtendedLifetime(subscription) {}
  }

  @Test func strideLiteralsAndUnitsAgree() {
    let stride: SchedulerTimeInterval = 0.25
    #expect(stride == .milliseconds(250))
    #expect(SchedulerTimeInterval.seconds(2) > .milliseconds(1_999))
    #expect(DispatchQueue.main.now.advanced(by: .seconds(1)) > DispatchQueue.main.now)
  }
}

/// Under a manual clock (a test host's), the main run loop and the main queue wait on it.
@Suite struct ManualClockSchedulingTests {
  @Test func delaysOnTheMainSchedulersWaitForTheManualClock() {
    let clock = ManualClock()
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    var cancellables = Set<AnyCancellable>()
    ManualClock.$current.withValue(clock) {
      subject.delay(for: .seconds(1), scheduler: RunLoop.main)
        .sink { received.append("loop \($0)") }.store(in: &cancellables)
      subject.delay(for: .seconds(2), scheduler: DispatchQueue.main)
        .sink { received.append("queue \($0)") }.store(in: &cancellables)
      subject.send(7)
    }
    #expect(!clock.fireNext(upTo: 0.99))
    #expect(clock.fireNext(upTo: 2.5))
    #expect(received == ["loop 7"])
    #expect(clock.fireNext(upTo: 2.5))
    #expect(received == ["loop 7", "queue 7"])
    #expect(clock.elapsed == 2, "the clock stood at each moment as it came")
    #expect(!clock.fireNext(upTo: 100))
  }

  @Test func aRepeatingScheduleStopsWhenCancelled() {
    let clock = ManualClock()
    var ticks = 0
    var timer: AnyCancellable? = clock.schedule(at: 1, every: 1) { ticks += 1 }
    while clock.fireNext(upTo: 3) {}
    #expect(ticks == 3)
    timer = nil
    #expect(!clock.fireNext(upTo: 10), "\(String(describing: timer))")
  }
}
