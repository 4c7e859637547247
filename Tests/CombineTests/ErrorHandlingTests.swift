import Combine
import Foundation
import Testing

@Suite struct ErrorHandlingTests {
  @Test func catchReplacesAFailedPublisherAndKeepsTheDemandLeft() {
    let upstream = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, Never>(initialDemand: .max(3))
    upstream.catch { _ in [10, 20, 30].publisher }.subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.values == [1, 10, 20], "three asked for in all")
    recorder.request(.max(5))
    #expect(recorder.values == [1, 10, 20, 30])
    #expect(recorder.isFinished)
  }

  @Test func catchPassesAFinishThrough() {
    var events: [String] = []
    _ = Just(1).setFailureType(to: TestError.self).catch { _ in Just(0) }.sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    #expect(events == ["1", "finished"])
  }

  @Test func tryCatchFailsWithWhatTheHandlerThrows() {
    struct Fatal: Error {}
    var completion: Subscribers.Completion<any Error>?
    var values: [Int] = []
    _ = Fail<Int, TestError>(error: TestError())
      .tryCatch { _ -> Just<Int> in throw Fatal() }
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    if case .failure(let error)? = completion {
      #expect(error is Fatal)
    } else {
      Issue.record("expected the handler's error")
    }
    _ = Fail<Int, TestError>(error: TestError()).tryCatch { _ in Just(5) }
      .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    #expect(values == [5])
  }

  @Test func retrySubscribesAgainUntilItSucceedsOrRunsOut() {
    var attempts = 0
    let flaky = Deferred {
      attempts += 1
      return attempts < 3
        ? Fail<String, TestError>(error: TestError()).eraseToAnyPublisher()
        : Just("ok").setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    var events: [String] = []
    _ = flaky.retry(5).sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })
    #expect(attempts == 3)
    #expect(events == ["ok", "finished"])
    attempts = -10
    var completion: Subscribers.Completion<TestError>?
    _ = flaky.retry(2).sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    #expect(attempts == -7, "the first try and two retries")
    #expect(completion == .failure(TestError()))
  }

  @Test func timeoutEndsAQuietPublisher() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    var cancelled = false
    let recorder = Recorder<Int, TestError>()
    subject.handleEvents(receiveCancel: { cancelled = true })
      .timeout(.seconds(2), scheduler: scheduler, customError: { TestError() })
      .subscribe(recorder)
    scheduler.advance(by: 1.5)
    subject.send(1)
    scheduler.advance(by: 1.5)
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil, "a value restarted the clock")
    scheduler.advance(by: 1)
    #expect(recorder.completion == .failure(TestError()))
    #expect(cancelled)
    let quiet = Recorder<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).timeout(.seconds(1), scheduler: scheduler)
      .subscribe(quiet)
    scheduler.advance(by: 1)
    #expect(quiet.isFinished, "without a custom error it finishes")
  }
}
