import Combine
import Testing

/// A stream that keeps what is printed to it.
private final class Lines: TextOutputStream {
  var text = ""
  func write(_ string: String) { text += string }
}

@Suite struct DebuggingTests {
  @Test func handleEventsSeesEveryEventInOrder() {
    var log: [String] = []
    let recorder = Recorder<Int, Never>(initialDemand: .max(1))
    [1, 2].publisher.handleEvents(
      receiveSubscription: { _ in log.append("subscription") },
      receiveOutput: { log.append("value \($0)") },
      receiveCompletion: { _ in log.append("completion") },
      receiveCancel: { log.append("cancel") },
      receiveRequest: { log.append("request \($0)") }
    ).subscribe(recorder)
    recorder.cancel()
    #expect(log == ["subscription", "request max(1)", "value 1", "cancel"])
  }

  @Test func printWritesEachEventToTheStream() {
    let lines = Lines()
    _ = Just(7).print("tag", to: lines).sink { _ in }
    #expect(lines.text.contains("tag: receive value: (7)"), "\(lines.text)")
    #expect(lines.text.contains("tag: receive finished"))
  }
}
