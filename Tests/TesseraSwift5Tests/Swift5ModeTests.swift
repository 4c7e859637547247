// This target compiles in Swift 5 language mode: users' SwiftUI code often does.
import Tessera
import TesseraTesting
import XCTest

struct Swift5Counter: View {
  @State private var count = 0
  var body: some View {
    Text("Taps: \(count)")
    Button("Tap") { count += 1 }
  }
}

final class Swift5ModeTests: XCTestCase {
  @MainActor func testStateWorksFromSwift5Code() throws {
    let host = TestHost(Swift5Counter())
    try host.tap("Tap")
    XCTAssertTrue(host.contains(text: "Taps: 1"))
  }
}
