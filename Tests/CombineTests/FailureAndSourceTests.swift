import Combine
import Foundation
import Testing

private struct LoadError: Error, Equatable { let code: Int }

@Suite struct FailureAndSourceTests {
  @Test func mapErrorChangesTheFailureAndReplaceErrorEndsWithAValue() {
    let subject = PassthroughSubject<Int, TestError>()
    var mapped: [String] = []
    var replaced: [Int] = []
    var finished = false
    let subscriptions = [
      subject.mapError { _ in LoadError(code: 7) }.sink(
        receiveCompletion: { mapped.append("\($0)") }, receiveValue: { mapped.append("\($0)") }),
      subject.replaceError(with: -1).sink(
        receiveCompletion: { _ in finished = true }, receiveValue: { replaced.append($0) }),
    ]
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(mapped.first == "1")
    #expect(mapped.last?.contains("code: 7") == true, "\(mapped)")
    #expect(replaced == [1, -1] && finished)
    withExtendedLifetime(subscriptions) {}
  }

  @Test func setFailureTypeLetsANeverFailingPublisherJoinOneThatFails() {
    let names = PassthroughSubject<String, TestError>()
    var seen: [String] = []
    let subscription = Just("first").setFailureType(to: TestError.self).merge(with: names)
      .sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
    names.send("second")
    #expect(seen == ["first", "second"])
    withExtendedLifetime(subscription) {}
  }

  @Test func aSequencePublishesItsElementsThenFinishes() {
    var seen: [Int] = []
    var finished = false
    _ = [3, 1, 2].publisher.map { $0 * 10 }.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    #expect(seen == [30, 10, 20] && finished)
  }

  @Test func aFutureRunsItsWorkOnceAndGivesEverySubscriberTheResult() {
    var runs = 0
    var fulfill: ((Result<String, LoadError>) -> Void)?
    let future = Future<String, LoadError> { promise in
      runs += 1
      fulfill = promise
    }
    var early: [String] = []
    let first = future.sink(
      receiveCompletion: { early.append("\($0)") }, receiveValue: { early.append($0) })
    #expect(early.isEmpty, "no result yet")
    fulfill?(.success("done"))
    fulfill?(.success("again"))
    var late: [String] = []
    let second = future.sink(
      receiveCompletion: { late.append("\($0)") }, receiveValue: { late.append($0) })
    #expect(runs == 1)
    #expect(early == ["done", "finished"])
    #expect(late == ["done", "finished"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func aFutureKeepsItsResultForASubscriberThatAsksLater() {
    var fulfill: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { fulfill = $0 }
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    future.subscribe(recorder)
    fulfill?(.success(7))
    #expect(recorder.values.isEmpty && recorder.completion == nil, "nothing asked for yet")
    recorder.request(.max(1))
    #expect(recorder.values == [7])
    #expect(recorder.isFinished)
  }

  @Test func aFailedFutureFailsEverySubscriber() {
    let future = Future<Int, LoadError> { promise in promise(.failure(LoadError(code: 404))) }
    var completion: Subscribers.Completion<LoadError>?
    let subscription = future.sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    #expect(completion == .failure(LoadError(code: 404)))
    withExtendedLifetime(subscription) {}
  }

  @Test(.timeLimit(.minutes(1)))
  func aFutureNobodyKeepsStillDeliversWhatSlowWorkProduces() async {
    let fulfilled = AsyncStream<String>.makeStream()
    let subscription = Future<String, Never> { promise in
      nonisolated(unsafe) let fulfill = promise
      DispatchQueue.global().async { fulfill(.success("late")) }
    }
    .sink { fulfilled.continuation.yield($0) }
    var iterator = fulfilled.stream.makeAsyncIterator()
    #expect(await iterator.next() == "late")
    withExtendedLifetime(subscription) {}
  }
}
