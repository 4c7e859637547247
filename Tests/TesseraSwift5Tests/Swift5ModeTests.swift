// This target compiles in Swift 5 language mode: users' SwiftUI code often does.
import Tessera
import TesseraTesting
import Testing

struct Swift5Counter: View {
  @State private var count = 0
  var body: some View {
    Text("Taps: \(count)")
    Button("Tap") { count += 1 }
  }
}

@MainActor
@Suite struct Swift5ModeTests {
  @Test func stateWorksFromSwift5Code() throws {
    let host = TestHost(Swift5Counter())
    try host.tap("Tap")
    #expect(host.contains(text: "Taps: 1"))
  }
}
