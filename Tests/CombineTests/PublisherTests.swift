import Combine
import Testing

private final class Profile: ObservableObject {
  @Published var name = "Ada"
  @Published var greeting = ""
}

@Suite struct PublisherTests {
  @Test func publishedSendsItsCurrentValueThenEachNewOne() {
    let profile = Profile()
    var seen: [String] = []
    let subscription = profile.$name.sink { seen.append($0) }
    profile.name = "Grace"
    profile.name = "Edsger"
    subscription.cancel()
    profile.name = "Barbara"
    #expect(seen == ["Ada", "Grace", "Edsger"])
  }

  @Test func operatorsChain() {
    let numbers = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    let subscription =
      numbers
      .filter { $0 >= 0 }
      .removeDuplicates()
      .compactMap { $0 == 3 ? nil : $0 }
      .dropFirst()
      .map { "n\($0)" }
      .sink { seen.append($0) }
    for number in [1, 2, 2, -5, 3, 4, 4, 1] { numbers.send(number) }
    #expect(seen == ["n2", "n4", "n1"])
    withExtendedLifetime(subscription) {}
  }

  @Test func subjectsFinishAndLateSubscribersHearIt() {
    let subject = PassthroughSubject<Int, TestError>()
    var events: [String] = []
    let first = subject.sink(
      receiveCompletion: { events.append("end \($0)") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    subject.send(2)
    let late = subject.sink(
      receiveCompletion: { _ in events.append("late end") }, receiveValue: { _ in })
    #expect(events == ["1", "end failure(CombineTests.TestError())", "late end"])
    withExtendedLifetime((first, late)) {}
  }

  @Test func currentValueSubjectGivesItsValueFirst() {
    let subject = CurrentValueSubject<Int, Never>(7)
    var seen: [Int] = []
    let subscription = subject.sink { seen.append($0) }
    subject.value = 8
    subject.send(9)
    #expect(seen == [7, 8, 9])
    #expect(subject.value == 9)
    withExtendedLifetime(subscription) {}
  }

  @Test func justSendsOnceThenFinishes() {
    var events: [String] = []
    let subscription = Just(5).map { $0 * 2 }.sink(
      receiveCompletion: { _ in events.append("finished") },
      receiveValue: { events.append("\($0)") })
    #expect(events == ["10", "finished"])
    withExtendedLifetime(subscription) {}
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var subscriptions = Set<AnyCancellable>()
    subject.sink { seen.append($0) }.store(in: &subscriptions)
    subject.send(1)
    subscriptions.removeAll()
    subject.send(2)
    var list: [AnyCancellable] = []
    subject.sink { seen.append($0 * 10) }.store(in: &list)
    subject.send(3)
    #expect(seen == [1, 30])
  }

  @Test func assignWritesToAnObjectAndToAPublishedProperty() {
    let profile = Profile()
    let names = PassthroughSubject<String, Never>()
    let subscription = names.assign(to: \.name, on: profile)
    names.send("Hedy")
    #expect(profile.name == "Hedy")
    profile.$name.map { "Hello, \($0)!" }.assign(to: &profile.$greeting)
    #expect(profile.greeting == "Hello, Hedy!")
    var changes = 0
    let watch = profile.objectWillChange.sink { changes += 1 }
    profile.name = "Radia"
    #expect(profile.greeting == "Hello, Radia!")
    #expect(changes == 2, "name and greeting each announce their change")
    withExtendedLifetime((subscription, watch)) {}
  }

  @Test func erasedPublishersAndCustomSubscribers() {
    let erased: AnyPublisher<Int, Never> = Just(3).eraseToAnyPublisher()
    var received: [Int] = []
    var completions = 0
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(1)) },
      receiveValue: {
        received.append($0)
        return .none
      },
      receiveCompletion: { _ in completions += 1 })
    erased.subscribe(subscriber)
    #expect(received == [3])
    #expect(completions == 1)
  }

  @Test func theCurrentValueWaitsForARequestThatWantsIt() {
    let subject = CurrentValueSubject<Int, Never>(5)
    var received: [Int] = []
    var held: (any Subscription)?
    subject.subscribe(
      AnySubscriber(
        receiveSubscription: {
          held = $0
          $0.request(.none)
        },
        receiveValue: {
          received.append($0)
          return .none
        }))
    #expect(received.isEmpty)
    held?.request(.max(1))
    #expect(received == [5])
  }

  @Test func aSubscriberGetsNoMoreThanItAsksFor() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    subject.subscribe(
      AnySubscriber(
        receiveSubscription: { $0.request(.max(2)) },
        receiveValue: {
          received.append($0)
          return .none
        }))
    for number in 1...5 { subject.send(number) }
    #expect(received == [1, 2])
  }
}

struct TestError: Error, Equatable {}

/// Something a sink's closure captures, to tell when it is let go.
private final class Captured {}

extension PublisherTests {
  @Test func aFinishedSinkLetsGoOfWhatItsClosuresCapture() {
    weak var released: Captured?
    var bag = Set<AnyCancellable>()
    do {
      let captured = Captured()
      released = captured
      Just(1).sink { _ in withExtendedLifetime(captured) {} }.store(in: &bag)
    }
    #expect(released == nil, "the sink finished; its closure is gone though the bag keeps it")
    #expect(bag.count == 1)
  }
}
