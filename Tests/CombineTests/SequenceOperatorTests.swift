import Combine
import Testing

/// Everything a publisher sent, as text: its values, then its completion.
private func events<P: Publisher>(of publisher: P) -> [String] {
  var events: [String] = []
  _ = publisher.sink(
    receiveCompletion: { completion in
      switch completion {
      case .finished: events.append("finished")
      case .failure: events.append("failed")
      }
    }, receiveValue: { events.append("\($0)") })
  return events
}

@Suite struct SequenceOperatorTests {
  @Test func reducingOperatorsPublishOneValueWhenTheUpstreamFinishes() {
    let numbers = [3, 1, 4, 1, 5].publisher
    #expect(events(of: numbers.collect()) == ["[3, 1, 4, 1, 5]", "finished"])
    #expect(events(of: numbers.count()) == ["5", "finished"])
    #expect(events(of: numbers.reduce(0, +)) == ["14", "finished"])
    #expect(events(of: numbers.last()) == ["5", "finished"])
    #expect(events(of: numbers.last { $0 < 4 }) == ["1", "finished"])
    #expect(events(of: Empty<Int, Never>().collect()) == ["[]", "finished"])
    #expect(events(of: Empty<Int, Never>().last()) == ["finished"])
  }

  @Test func collectWaitsForTheFinishAndDropsItsValuesOnFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<[Int], TestError>()
    subject.collect().subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values.isEmpty)
    subject.send(completion: .failure(TestError()))
    #expect(recorder.values.isEmpty && recorder.completion == .failure(TestError()))
  }

  @Test func theResultWaitsForARequest() {
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    [1, 2, 3].publisher.count().subscribe(recorder)
    #expect(recorder.values.isEmpty && recorder.completion == nil)
    recorder.request(.max(1))
    #expect(recorder.values == [3] && recorder.isFinished)
  }

  @Test func collectByCountPublishesFullArraysThenTheRest() {
    #expect(
      events(of: (1...7).publisher.collect(3)) == ["[1, 2, 3]", "[4, 5, 6]", "[7]", "finished"])
    let recorder = Recorder<[Int], Never>(initialDemand: .max(1))
    (1...7).publisher.collect(2).subscribe(recorder)
    #expect(recorder.values == [[1, 2]], "one array asked for")
  }

  @Test func firstEndsAtTheFirstMatchAndCancelsTheUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let recorder = Recorder<Int, Never>()
    subject.handleEvents(receiveCancel: { cancelled = true }).first { $0 > 1 }.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == [2] && recorder.isFinished)
    #expect(cancelled)
    #expect(events(of: (1...).publisher.first()) == ["1", "finished"], "an endless upstream")
    #expect(events(of: [1, 2].publisher.tryFirst { _ in throw TestError() }) == ["failed"])
  }

  @Test func containsAndAllSatisfyAnswerAsSoonAsTheyKnow() {
    #expect(events(of: (1...).publisher.contains(4)) == ["true", "finished"])
    #expect(events(of: [1, 2].publisher.contains(9)) == ["false", "finished"])
    #expect(events(of: [1, 2].publisher.contains { $0 > 1 }) == ["true", "finished"])
    #expect(events(of: (1...).publisher.allSatisfy { $0 < 3 }) == ["false", "finished"])
    #expect(
      events(of: [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }) == ["true", "finished"])
  }

  @Test func outputAndPrefixPickPositions() {
    let letters = ["a", "b", "c", "d", "e"].publisher
    #expect(events(of: letters.output(at: 2)) == ["c", "finished"])
    #expect(events(of: letters.output(in: 1...3)) == ["b", "c", "d", "finished"])
    #expect(events(of: letters.prefix(2)) == ["a", "b", "finished"])
    #expect(events(of: letters.prefix(0)) == ["finished"])
    #expect(events(of: (1...).publisher.prefix(while: { $0 < 3 })) == ["1", "2", "finished"])
    #expect(events(of: [1, 2, 5, 1].publisher.drop(while: { $0 < 3 })) == ["5", "1", "finished"])
  }

  @Test func prefixHonoursDemand() {
    let recorder = Recorder<Int, Never>(initialDemand: .max(1))
    (1...).publisher.output(in: 2..<5).subscribe(recorder)
    #expect(recorder.values == [3])
    recorder.request(.max(5))
    #expect(recorder.values == [3, 4, 5] && recorder.isFinished)
  }

  @Test func appendAndPrependJoinValuesAndPublishers() {
    #expect(events(of: Just(2).append(3, 4).prepend(1)) == ["1", "2", "3", "4", "finished"])
    #expect(
      events(of: [1].publisher.append([2].publisher).prepend([0])) == ["0", "1", "2", "finished"])
    let first = PassthroughSubject<Int, Never>()
    var subscribed = false
    let recorder = Recorder<Int, Never>()
    first.append(
      Deferred {
        subscribed = true
        return Just(9)
      }
    ).subscribe(recorder)
    #expect(!subscribed, "the suffix waits for the prefix to finish")
    first.send(1)
    first.send(completion: .finished)
    #expect(subscribed && recorder.values == [1, 9] && recorder.isFinished)
  }

  @Test func replaceEmptyAndIgnoreOutput() {
    #expect(events(of: Empty<Int, Never>().replaceEmpty(with: 0)) == ["0", "finished"])
    #expect(events(of: Just(5).replaceEmpty(with: 0)) == ["5", "finished"])
    #expect(events(of: [1, 2, 3].publisher.ignoreOutput()) == ["finished"])
  }
}
