import Combine
import Foundation
import Testing

@Suite struct CombiningTests {
  @Test func combineLatestPairsTheLatestOfEachOnceBothHavePublished() {
    let name = PassthroughSubject<String, Never>()
    let age = CurrentValueSubject<Int, Never>(30)
    var seen: [String] = []
    let subscription = name.combineLatest(age) { "\($0) \($1)" }.sink { seen.append($0) }
    age.send(31)
    #expect(seen.isEmpty, "no name yet")
    name.send("Ada")
    age.send(32)
    name.send("Grace")
    #expect(seen == ["Ada 31", "Ada 32", "Grace 32"])
    withExtendedLifetime(subscription) {}
  }

  @Test func mergeKeepsWhatASubscriberHasNotAskedForYet() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>(initialDemand: .max(1))
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(completion: .finished)
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil, "the finish waits behind the kept values")
    recorder.request(.max(5))
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.isFinished)
  }

  @Test func combineLatestFinishesWhenBothFinishAndFailsAtOnce() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    var events: [String] = []
    let subscription = Publishers.CombineLatest(a, b).sink(
      receiveCompletion: { events.append("\($0)") },
      receiveValue: { events.append("\($0.0)+\($0.1)") })
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(events == ["1+2", "1+3"])
    b.send(completion: .failure(TestError()))
    #expect(events.last?.contains("failure") == true, "\(events)")
    withExtendedLifetime(subscription) {}
  }

  @Test func mergeDeliversBothUpstreamsInOrderOfArrival() {
    let taps = PassthroughSubject<String, Never>()
    let keys = PassthroughSubject<String, Never>()
    var seen: [String] = []
    var finished = false
    let subscription = Publishers.Merge(taps, keys).sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    taps.send("tap")
    keys.send("key")
    taps.send("tap2")
    taps.send(completion: .finished)
    #expect(!finished, "keys still open")
    keys.send("key2")
    keys.send(completion: .finished)
    #expect(seen == ["tap", "key", "tap2", "key2"])
    #expect(finished)
    withExtendedLifetime(subscription) {}
  }

  @Test func cancellingAMergeCancelsItsUpstreams() {
    let a = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let subscription = a.merge(with: Just(0)).sink { seen.append($0) }
    a.send(1)
    subscription.cancel()
    a.send(2)
    #expect(seen == [0, 1])
  }

  @Test func delayHoldsEachValueAndTheCompletion() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var finished = false
    let subscription = subject.delay(for: .seconds(1), scheduler: scheduler).sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    subject.send(1)
    scheduler.advance(by: 0.5)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(seen.isEmpty)
    scheduler.advance(by: 0.5)
    #expect(seen == [1])
    scheduler.advance(by: 0.5)
    #expect(seen == [1, 2] && finished)
    withExtendedLifetime(subscription) {}
  }

  @Test func notificationCenterPublishesItsNotificationsUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("TesseraTestDidSave")
    var received: [String] = []
    let subscription = center.publisher(for: name)
      .compactMap { $0.userInfo?["file"] as? String }
      .sink { received.append($0) }
    center.post(name: name, object: nil, userInfo: ["file": "a.txt"])
    center.post(name: Notification.Name("Other"), object: nil, userInfo: ["file": "b.txt"])
    center.post(name: name, object: nil, userInfo: ["file": "c.txt"])
    subscription.cancel()
    center.post(name: name, object: nil, userInfo: ["file": "d.txt"])
    #expect(received == ["a.txt", "c.txt"])
  }
}
