import Combine
import Testing

@Suite struct ZipAndShareTests {
  @Test func zipPairsValuesInOrderAndFinishesWhenOneRunsOut() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    let recorder = Recorder<String, Never>()
    letters.zip(numbers) { "\($0)\($1)" }.subscribe(recorder)
    letters.send("a")
    letters.send("b")
    numbers.send(1)
    numbers.send(2)
    numbers.send(3)
    #expect(recorder.values == ["a1", "b2"])
    letters.send(completion: .finished)
    #expect(recorder.isFinished, "no letter is left to pair with 3")
  }

  @Test func zipOfThreeAndItsDemand() {
    let recorder = Recorder<String, Never>(initialDemand: .max(1))
    [1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false].publisher)
      .map { "\($0)\($1)\($2)" }.subscribe(recorder)
    #expect(recorder.values == ["1atrue"])
    recorder.request(.unlimited)
    #expect(recorder.values == ["1atrue", "2bfalse"] && recorder.isFinished)
  }

  @Test func combineLatestOfThreeAndMergeOfThree() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    var sums: [Int] = []
    var merged: [Int] = []
    let subscriptions = [
      a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) },
      a.merge(with: b, c).sink { merged.append($0) },
    ]
    a.send(1)
    b.send(10)
    c.send(100)
    a.send(2)
    #expect(sums == [111, 112])
    #expect(merged == [1, 10, 100, 2])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func deferredMakesAPublisherForEachSubscriber() {
    var made = 0
    let deferred = Deferred {
      made += 1
      return Just(made)
    }
    #expect(made == 0, "nothing is made before someone subscribes")
    var seen: [Int] = []
    _ = deferred.sink { seen.append($0) }
    _ = deferred.sink { seen.append($0) }
    #expect(seen == [1, 2])
  }

  @Test func shareSubscribesToItsUpstreamOnce() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let shared = subject.handleEvents(
      receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancelled = true }
    ).share()
    var first: [Int] = []
    var second: [Int] = []
    let one = shared.sink { first.append($0) }
    subject.send(1)
    let two = shared.sink { second.append($0) }
    subject.send(2)
    #expect(subscriptions == 1)
    #expect(first == [1, 2])
    #expect(second == [2], "a late subscriber hears only what follows")
    one.cancel()
    #expect(!cancelled)
    two.cancel()
    #expect(cancelled, "the last subscriber leaving cancels the upstream")
  }

  @Test func shareRunsAFutureOnce() {
    var runs = 0
    let shared = Deferred {
      Future<Int, Never> { promise in
        runs += 1
        promise(.success(42))
      }
    }.share()
    var seen: [Int] = []
    let subject = PassthroughSubject<Void, Never>()
    let subscriptions = [
      subject.flatMap { shared }.sink { seen.append($0) }
    ]
    subject.send()
    #expect(runs == 1 && seen == [42])
    withExtendedLifetime(subscriptions) {}
  }
}
