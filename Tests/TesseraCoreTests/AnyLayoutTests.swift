import Tessera
import TesseraTesting
import Testing

/// A button that counts its taps in its own state.
private struct Counter: View {
  let name: String
  @State private var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

/// Two counters in a row or a column, switched by a button.
private struct Switcher: View {
  @State private var wide = true
  var body: some View {
    let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    VStack {
      Button("Switch") { wide.toggle() }
      layout {
        Counter(name: "a")
        Counter(name: "b")
      }
    }
  }
}

@MainActor
@Suite struct AnyLayoutTests {
  // SwiftUI: switching an AnyLayout between layouts keeps the subviews' identity and
  // state; only their arrangement changes.
  @Test func switchingLayoutsKeepsTheSubviewsState() throws {
    let host = TestHost(Switcher())
    try host.tap("a 0")
    try host.tap("b 0")
    try host.tap("b 1")
    let rowA = try host.find(control: "a 1").frame
    let rowB = try host.find(control: "b 2").frame
    #expect(rowA.minY == rowB.minY && rowA.maxX < rowB.minX, "side by side")

    try host.tap("Switch")
    let columnA = try host.find(control: "a 1").frame
    let columnB = try host.find(control: "b 2").frame
    #expect(columnA.maxY <= columnB.minY, "one above the other, counts kept")
  }
}
