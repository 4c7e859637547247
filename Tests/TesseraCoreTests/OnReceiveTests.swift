import Tessera
import TesseraTesting
import Testing

private final class Messages {
  let incoming = PassthroughSubject<String, Never>()
  var handled: [String] = []
}

private struct Inbox: View {
  let messages: Messages
  @State private var latest = "nothing yet"
  var body: some View {
    Text("latest: \(latest)")
      .onReceive(messages.incoming) { message in
        latest = message
        messages.handled.append(message)
      }
  }
}

private struct InboxHost: View {
  let messages: Messages
  @State private var showsInbox = true
  var body: some View {
    VStack {
      if showsInbox { Inbox(messages: messages) }
      Button("Close inbox") { showsInbox = false }
    }
  }
}

private struct Clock: View {
  let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  var body: some View {
    Text("ticks \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

/// A model with no `@Published` property that announces its own changes.
private final class Thermostat: ObservableObject {
  private(set) var degrees = 18
  func warmer() {
    objectWillChange.send()
    degrees += 1
  }
}

/// A model whose `objectWillChange` is a subject of its own choosing.
private final class Lamp: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var isOn = false {
    willSet { objectWillChange.send() }
  }
}

private struct Controls: View {
  @StateObject private var thermostat = Thermostat()
  @StateObject private var lamp = Lamp()
  var body: some View {
    VStack {
      Text("\(thermostat.degrees) degrees")
      Button("Warmer") { thermostat.warmer() }
      Text(lamp.isOn ? "lamp on" : "lamp off")
      Button("Switch lamp") { lamp.isOn.toggle() }
    }
  }
}

@MainActor
@Suite struct OnReceiveTests {
  @Test func onReceiveRunsTheActionForEachValue() {
    let messages = Messages()
    let host = TestHost(Inbox(messages: messages))
    messages.incoming.send("hello")
    host.update()
    #expect(host.contains(text: "latest: hello"))
    messages.incoming.send("again")
    host.update()
    #expect(host.contains(text: "latest: again"))
  }

  @Test func theSubscriptionEndsWhenTheViewLeaves() throws {
    let messages = Messages()
    let host = TestHost(InboxHost(messages: messages))
    messages.incoming.send("one")
    try host.tap("Close inbox")
    messages.incoming.send("two")
    #expect(messages.handled == ["one"])
  }

  @Test func droppingTheWholeHostEndsTheSubscription() {
    let messages = Messages()
    do {
      let host = TestHost(Inbox(messages: messages))
      messages.incoming.send("while shown")
      host.update()
    }
    messages.incoming.send("after the host is gone")
    #expect(messages.handled == ["while shown"])
  }

  @Test func aTimerPublisherTicksIntoTheViewOnTheHostsClock() {
    let host = TestHost(Clock())
    #expect(host.contains(text: "ticks 0"))
    host.advance(by: .milliseconds(50))
    #expect(host.contains(text: "ticks 5"), "one tick per interval, each in order")
  }

  @Test func objectWillChangeSendUpdatesViewsWithoutPublishedProperties() throws {
    let host = TestHost(Controls())
    try host.tap("Warmer")
    #expect(host.contains(text: "19 degrees"))
    try host.tap("Switch lamp")
    #expect(host.contains(text: "lamp on"), "a custom objectWillChange publisher is followed")
  }
}
