import Testing
import Tessera
import TesseraTesting

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Text("Count: \(count)")
    Button("Increment") { count += 1 }
  }
}

@MainActor
@Suite struct StateTests {
  @Test func stateSurvivesRerendersAndUpdatesText() throws {
    let host = TestHost(Counter())
    #expect(host.contains(text: "Count: 0"))
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(host.contains(text: "Count: 2"))
    #expect(host.bodyCount(of: Counter.self) == 3)
  }
}
