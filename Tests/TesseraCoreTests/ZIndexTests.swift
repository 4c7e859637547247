import Foundation
import Tessera
import TesseraTesting
import Testing

/// `zIndex`: siblings with a higher one are drawn in front, and take the click there.
@MainActor
@Suite struct ZIndexTests {
  @Test func aHigherZIndexIsDrawnInFront() {
    struct Stack: View {
      let front: Bool
      var body: some View {
        ZStack {
          Text("AAAA").zIndex(front ? 1 : 0)
          Text("BB")
        }
      }
    }
    #expect(TestHost(Stack(front: false)).screen.contains { $0.contains("ABBA") })
    #expect(TestHost(Stack(front: true)).screen.contains { $0.contains("AAAA") })
  }

  @Test func aClickGoesToTheViewInFront() throws {
    struct Deck: View {
      @State private var picked = "none"
      var body: some View {
        VStack {
          ZStack {
            Button("Top card") { picked = "top" }.zIndex(1)
            Button("Bottom card") { picked = "bottom" }
          }
          Text("Picked \(picked)")
        }
      }
    }
    let host = TestHost(Deck())
    // Clicked where both cards are: the one drawn in front takes it.
    try host.find(text: "Bottom card").click()
    #expect(host.contains(text: "Picked top"), "\(host.screen)")
  }
}
