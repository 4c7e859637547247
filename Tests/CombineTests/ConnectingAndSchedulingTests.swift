import Combine
import Foundation
import Testing

/// `multicast`, `makeConnectable`, `subscribe(on:)`, `measureInterval` and `breakpoint`:
/// the everyday pieces a view model uses to share work, move it off the caller's thread
/// and time it.
@Suite struct ConnectingAndSchedulingTests {
  @Test func multicastRunsTheUpstreamOnceForEverySubscriberAfterConnect() {
    var runs = 0
    let work = Deferred {
      runs += 1
      return [1, 2, 3].publisher
    }
    let shared = work.multicast { PassthroughSubject<Int, Never>() }
    var first: [Int] = []
    var second: [Int] = []
    let subscriptions = [shared.sink { first.append($0) }, shared.sink { second.append($0) }]
    #expect(runs == 0 && first.isEmpty, "nothing runs before connect()")
    let connection = shared.connect()
    #expect(runs == 1, "one subscription to the upstream, shared")
    #expect(first == [1, 2, 3] && second == [1, 2, 3])
    withExtendedLifetime((subscriptions, connection)) {}
  }

  @Test func multicastThroughAGivenSubjectKeepsItsLatestValue() {
    let source = PassthroughSubject<Int, Never>()
    let shared = source.multicast(subject: CurrentValueSubject<Int, Never>(0))
    let connection = shared.connect()
    source.send(5)
    source.send(6)
    var late: [Int] = []
    let subscription = shared.sink { late.append($0) }
    #expect(late == [6], "a late subscriber hears the subject's current value")
    withExtendedLifetime((connection, subscription)) {}
  }

  @Test func aConnectionWhoseResultIsNotKeptLastsUntilCancelled() {
    let source = PassthroughSubject<Int, Never>()
    let shared = source.multicast { PassthroughSubject<Int, Never>() }
    var heard: [Int] = []
    let subscription = shared.sink { heard.append($0) }
    _ = shared.connect()
    source.send(1)
    #expect(heard == [1], "not an AnyCancellable: dropping it does not stop the connection")
    let kept = shared.connect()
    kept.cancel()
    withExtendedLifetime(subscription) {}
  }

  @Test func makeConnectableHoldsValuesBackUntilConnectedAndAutoconnectStartsIt() {
    let source = PassthroughSubject<String, Never>()
    let held = source.makeConnectable()
    var heard: [String] = []
    let subscription = held.sink { heard.append($0) }
    source.send("early")
    #expect(heard.isEmpty, "not connected yet")
    let connection = held.connect()
    source.send("on time")
    #expect(heard == ["on time"])
    connection.cancel()
    source.send("after")
    #expect(heard == ["on time"], "cancelling the connection stops the values")

    var automatic: [Int] = []
    let started = [7, 8].publisher.makeConnectable().autoconnect().sink { automatic.append($0) }
    #expect(automatic == [7, 8])
    withExtendedLifetime((subscription, started)) {}
  }

  @Test func subscribeOnStartsTheUpstreamsWorkOnTheScheduler() {
    let scheduler = TestScheduler()
    var started = false
    var values: [Int] = []
    let subscription = Deferred {
      started = true
      return Just(42)
    }
    .subscribe(on: scheduler)
    .sink { values.append($0) }
    #expect(!started, "the subscription waits for the scheduler")
    scheduler.advance(by: 0)
    #expect(started && values == [42])
    withExtendedLifetime(subscription) {}
  }

  @Test func subscribeOnOnABackgroundQueueDeliversWhereTheUpstreamSends() async {
    let box = CancellableBox()
    let onMain = await withCheckedContinuation { continuation in
      box.cancellable = Deferred { Just(Thread.isMainThread) }
        .subscribe(on: DispatchQueue.global())
        .sink { continuation.resume(returning: $0) }
    }
    #expect(!onMain, "the work ran on the global queue")
    withExtendedLifetime(box) {}
  }

  @Test func measureIntervalGivesTheTimeSinceTheValueBefore() {
    let scheduler = TestScheduler()
    let ticks = PassthroughSubject<Void, Never>()
    var intervals: [Double] = []
    let subscription = ticks.measureInterval(using: scheduler).sink {
      intervals.append($0.magnitude)
    }
    scheduler.advance(by: 1.5)
    ticks.send()
    scheduler.advance(by: 0.25)
    ticks.send()
    #expect(intervals == [1.5, 0.25], "the first since subscribing, then between values")
    withExtendedLifetime(subscription) {}
  }

  @Test func breakpointAsksItsClosuresAndPassesEverythingOn() {
    var asked: [Int] = []
    var completions = 0
    var values: [Int] = []
    let subscription = [1, 2].publisher
      .breakpoint(
        receiveOutput: { value in
          asked.append(value)
          return false
        },
        receiveCompletion: { _ in
          completions += 1
          return false
        }
      )
      .breakpointOnError()
      .sink { values.append($0) }
    #expect(asked == [1, 2] && completions == 1 && values == [1, 2])
    withExtendedLifetime(subscription) {}
  }
}

/// Keeps a subscription alive inside a continuation's closure.
private final class CancellableBox: @unchecked Sendable {
  var cancellable: AnyCancellable?
}
