import Combine
import Foundation
import Testing

/// `publisher.values` for `for await` loops, and `buffer(size:prefetch:whenFull:)` for a
/// subscriber slower than its publisher.
@Suite struct AsyncValuesAndBufferTests {
  @Test func valuesGivesEachValueThenEndsWhenThePublisherFinishes() async {
    var seen: [Int] = []
    for await value in [1, 2, 3].publisher.values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }

  @Test func valuesWaitsForValuesSentLater() async {
    let subject = PassthroughSubject<String, Never>()
    // The loop asks for one value at a time; each ask is the cue to send.
    let (asks, asked) = AsyncStream<Void>.makeStream()
    let watched = subject.handleEvents(receiveRequest: { _ in asked.yield() })
    let reader = Task {
      var seen: [String] = []
      for await word in watched.values {
        seen.append(word)
        if seen.count == 2 { break }
      }
      return seen
    }
    var cues = asks.makeAsyncIterator()
    await cues.next()
    subject.send("tick")
    await cues.next()
    subject.send("tock")
    #expect(await reader.value == ["tick", "tock"])
  }

  @Test func leavingTheLoopCancelsTheSubscription() async {
    let cancelled = Flag()
    let subject = PassthroughSubject<Int, Never>()
    let watched = subject.handleEvents(receiveCancel: { cancelled.set() })
    let reader = Task {
      for await _ in watched.values { break }
    }
    // The loop waits for a value; send until it has taken one and left.
    var sent = 0
    while !cancelled.isSet, sent < 100_000 {
      subject.send(1)
      sent += 1
      await Task.yield()
    }
    await reader.value
    #expect(cancelled.isSet, "break ends the subscription, as the iterator goes")
  }

  @Test func aFailureIsThrownOnceThenTheIterationEnds() async throws {
    struct Broken: Error {}
    var iterator = Fail<Int, Broken>(error: Broken()).values.makeAsyncIterator()
    await #expect(throws: Broken.self) { _ = try await iterator.next() }
    #expect(try await iterator.next() == nil)
  }

  @Test func throwingValuesThrowTheFailure() async {
    struct Broken: Error, Equatable {}
    var seen: [Int] = []
    do {
      for try await value in [1, 2].publisher.setFailureType(to: Broken.self)
        .append(Fail(error: Broken())).values
      {
        seen.append(value)
      }
      Issue.record("the loop should have thrown")
    } catch {
      #expect(error is Broken)
    }
    #expect(seen == [1, 2])
  }

  @Test func aBufferKeepsTheLatestValuesForASlowSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(recorder)
    for value in 1...5 { subject.send(value) }
    #expect(recorder.values.isEmpty, "nothing asked for yet")
    recorder.request(.max(1))
    #expect(recorder.values == [4], "the oldest were dropped to keep 4 and 5")
    recorder.request(.unlimited)
    subject.send(6)
    #expect(recorder.values == [4, 5, 6])
  }

  @Test func aFullBufferDropsNewValuesOrFails() {
    let subject = PassthroughSubject<Int, Never>()
    let keepFirst = Recorder<Int, Never>(initialDemand: .none)
    subject.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).subscribe(keepFirst)
    for value in 1...4 { subject.send(value) }
    keepFirst.request(.unlimited)
    #expect(keepFirst.values == [1, 2])

    struct Overflow: Error {}
    let failing = PassthroughSubject<Int, Overflow>()
    let recorder = Recorder<Int, Overflow>(initialDemand: .none)
    failing.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { Overflow() })
      .subscribe(recorder)
    failing.send(1)
    failing.send(2)
    if case .failure = recorder.completion {
    } else {
      Issue.record("a full buffer fails: \(String(describing: recorder.completion))")
    }
  }

  @Test func aBufferFinishesAfterHandingOnWhatItKept() {
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    [1, 2, 3].publisher.buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest)
      .subscribe(recorder)
    #expect(!recorder.isFinished, "three values are still kept")
    recorder.request(.max(3))
    #expect(recorder.values == [1, 2, 3] && recorder.isFinished)
  }
}

/// A flag one task sets and another reads.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
