import Combine
import Foundation
import Testing

private struct Post: Codable, Equatable {
  let id: Int
  let title: String
}

@Suite struct TransformingTests {
  @Test func tryMapPassesValuesAndEndsWithTheThrownError() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, any Error>()
    var cancelled = false
    subject.handleEvents(receiveCancel: { cancelled = true }).tryMap { value -> Int in
      if value < 0 { throw TestError() }
      return value * 2
    }.subscribe(recorder)
    subject.send(1)
    subject.send(-1)
    subject.send(3)
    #expect(recorder.values == [2])
    #expect(recorder.isFailed)
    #expect(cancelled, "the throw cancelled the upstream")
  }

  @Test func tryFilterAndTryCompactMapKeepTheValuesThatPass() {
    var filtered: [Int] = []
    var compacted: [Int] = []
    _ = [1, 2, 3, 4].publisher.tryFilter { $0.isMultiple(of: 2) }
      .sink(receiveCompletion: { _ in }, receiveValue: { filtered.append($0) })
    _ = ["1", "x", "3"].publisher.tryCompactMap { Int($0) }
      .sink(receiveCompletion: { _ in }, receiveValue: { compacted.append($0) })
    #expect(filtered == [2, 4])
    #expect(compacted == [1, 3])
    var completion: Subscribers.Completion<any Error>?
    _ = [1, 2].publisher.tryFilter { _ in throw TestError() }
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    if case .failure(let error)? = completion {
      #expect(error is TestError)
    } else {
      Issue.record("expected a failure, got \(String(describing: completion))")
    }
  }

  @Test func flatMapPublishesEveryInnerPublishersValues() {
    let ids = PassthroughSubject<Int, Never>()
    let inners = [1: PassthroughSubject<String, Never>(), 2: PassthroughSubject<String, Never>()]
    let recorder = Recorder<String, Never>()
    ids.flatMap { inners[$0]! }.subscribe(recorder)
    ids.send(1)
    ids.send(2)
    inners[1]!.send("a1")
    inners[2]!.send("b1")
    inners[1]!.send("a2")
    ids.send(completion: .finished)
    inners[1]!.send(completion: .finished)
    #expect(!recorder.isFinished, "an inner publisher is still running")
    inners[2]!.send(completion: .finished)
    #expect(recorder.values == ["a1", "b1", "a2"])
    #expect(recorder.isFinished)
  }

  @Test func flatMapWithMaxPublishersWaitsForAnInnerToFinish() {
    let inners = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    var subscribed: [Int] = []
    let recorder = Recorder<Int, Never>()
    (0..<3).publisher
      .flatMap(maxPublishers: .max(1)) { index in
        inners[index].handleEvents(receiveSubscription: { _ in subscribed.append(index) })
      }
      .subscribe(recorder)
    #expect(subscribed == [0])
    inners[0].send(10)
    inners[0].send(completion: .finished)
    #expect(subscribed == [0, 1])
    inners[1].send(20)
    #expect(recorder.values == [10, 20])
  }

  @Test func flatMapHonoursDemandAndFailsWithAnInnerFailure() {
    let recorder = Recorder<Int, TestError>(initialDemand: .max(2))
    let inner = PassthroughSubject<Int, TestError>()
    Just(0).setFailureType(to: TestError.self).flatMap { _ in inner }.subscribe(recorder)
    inner.send(1)
    inner.send(2)
    inner.send(3)
    #expect(recorder.values == [1, 2], "no more than asked for")
    recorder.request(.max(1))
    #expect(recorder.values == [1, 2, 3], "the kept value comes on request")
    inner.send(completion: .failure(TestError()))
    #expect(recorder.completion == .failure(TestError()))
  }

  @Test func cancellingAFlatMapCancelsTheUpstreamAndEveryInnerPublisher() {
    let ids = PassthroughSubject<Int, Never>()
    var cancelled: [String] = []
    let subscription = ids.handleEvents(receiveCancel: { cancelled.append("upstream") })
      .flatMap { id in
        PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled.append("\(id)") })
      }
      .sink { _ in }
    ids.send(1)
    ids.send(2)
    subscription.cancel()
    #expect(cancelled.sorted() == ["1", "2", "upstream"])
  }

  @Test func flatMapMixesFailureTypes() {
    var seen: [String] = []
    let neverFailing = Just(1).flatMap { _ in Fail<String, TestError>(error: TestError()) }
    let subscription = neverFailing.sink(
      receiveCompletion: { seen.append("\($0)") }, receiveValue: { seen.append($0) })
    let failing = PassthroughSubject<Int, TestError>()
    let other = failing.flatMap { Just("n\($0)") }.sink(
      receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
    failing.send(4)
    #expect(seen.count == 2 && seen.last == "n4", "\(seen)")
    withExtendedLifetime((subscription, other)) {}
  }

  @Test func scanPublishesEachRunningTotal() {
    var totals: [Int] = []
    _ = [1, 2, 3].publisher.scan(0, +).sink { totals.append($0) }
    #expect(totals == [1, 3, 6])
    var tried: [Int] = []
    var failed = false
    _ = [1, 2, 3].publisher.tryScan(0) { total, value in
      if value == 3 { throw TestError() }
      return total + value
    }.sink(
      receiveCompletion: { if case .failure = $0 { failed = true } },
      receiveValue: { tried.append($0) })
    #expect(tried == [1, 3] && failed)
  }

  @Test func switchToLatestFollowsOnlyTheNewestInnerPublisher() {
    let queries = PassthroughSubject<AnyPublisher<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>()
    var firstCancelled = false
    queries.switchToLatest().subscribe(recorder)
    queries.send(first.handleEvents(receiveCancel: { firstCancelled = true }).eraseToAnyPublisher())
    first.send("a")
    queries.send(second.eraseToAnyPublisher())
    first.send("stale")
    second.send("b")
    #expect(recorder.values == ["a", "b"])
    #expect(firstCancelled, "the older inner publisher was cancelled")
    queries.send(completion: .finished)
    #expect(!recorder.isFinished)
    second.send(completion: .finished)
    #expect(recorder.isFinished)
  }

  @Test func encodeAndDecodeRoundTripThroughJSON() throws {
    let post = Post(id: 1, title: "Hello")
    var decoded: [Post] = []
    _ = Just(post).encode(encoder: JSONEncoder()).decode(type: Post.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
    #expect(decoded == [post])
    var completion: Subscribers.Completion<any Error>?
    _ = Just(Data("not json".utf8)).decode(type: Post.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    if case .failure(let error)? = completion {
      #expect(error is DecodingError)
    } else {
      Issue.record("expected a decoding failure")
    }
  }

  @Test func replaceNilAndMapByKeyPath() {
    var names: [String] = []
    _ = ["Ada", nil].publisher.replaceNil(with: "?").sink { names.append($0) }
    _ = [Post(id: 7, title: "Seven")].publisher.map(\.title).sink { names.append($0) }
    #expect(names == ["Ada", "?", "Seven"])
  }
}
