import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct HoverTests {
  struct Cards: View {
    @State var hovered = "none"
    @State var spot = "none"
    var body: some View {
      VStack {
        HStack {
          Text("Left card")
            .frame(width: 120, height: 48)
            .onHover { inside in hovered = inside ? "left" : "none" }
            .accessibilityIdentifier("left")
          Color.gray
            .frame(width: 160, height: 48)
            .onContinuousHover { phase in
              switch phase {
              case .active(let point): spot = "\(Int(point.x)),\(Int(point.y))"
              case .ended: spot = "gone"
              }
            }
            .accessibilityIdentifier("right")
        }
        Text("Over \(hovered), at \(spot)")
      }
    }
  }

  @Test func onHoverHearsThePointerComeAndGo() throws {
    let host = TestHost(Cards())
    try host.find(identifier: "left").hover()
    #expect(host.contains(text: "Over left, at none"), "\(host.screen)")
    try host.find(identifier: "right").hover(at: UnitPoint(x: 0.25, y: 0.5))
    #expect(host.contains(text: "Over none, at 40,24"), "\(host.screen)")
    try host.find(identifier: "right").hover(at: UnitPoint(x: 0.5, y: 0.5))
    #expect(host.contains(text: "Over none, at 80,24"), "a continuous hover hears every move")
    host.moveMouseAway()
    #expect(host.contains(text: "Over none, at gone"), "\(host.screen)")
  }
}
