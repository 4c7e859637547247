import Foundation
import Tessera
import TesseraTesting
import Testing

/// Pushed pages slide in from the trailing edge and popped ones slide out, as in SwiftUI,
/// without the app asking for an animation.
@MainActor
@Suite struct NavigationSlideTests {
  struct Trails: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Ridge Loop") {
          Text("4.5 km").navigationTitle("Ridge Loop")
        }
        .navigationTitle("Trails")
      }
    }
  }

  @Test func aPushedPageSlidesInFromTheTrailingEdge() throws {
    let host = TestHost(Trails())
    host.animationMode = .onTheClock
    try host.tap("Ridge Loop")
    let detail = try host.find(text: "4.5 km")
    let end = detail.frame
    host.advance(by: .milliseconds(100))
    let partWay = try #require(host.drawnFrame(of: detail))
    #expect(partWay.minX > end.minX + 40, "still coming in from the right: \(partWay)")
    #expect(partWay.minY == end.minY, "sideways only")
    host.advance(by: .seconds(1))
    #expect(host.drawnFrame(of: detail) == end, "in place once the slide is over")
  }

  @Test func aPoppedPageSlidesOutAndReducedMotionFadesInstead() throws {
    let host = TestHost(Trails())
    host.animationMode = .onTheClock
    try host.tap("Ridge Loop")
    host.advance(by: .seconds(1))
    try host.tap("Trails")  // the back button
    // The page is gone from the graph but still drawn, on its way out.
    #expect(host.screen.joined().contains("4.5 km"), "drawn while it leaves")
    host.advance(by: .seconds(1))
    #expect(!host.screen.joined().contains("4.5 km"))

    let calm = TestHost(Trails())
    calm.animationMode = .onTheClock
    calm.reducesMotion = true
    try calm.tap("Ridge Loop")
    let detail = try calm.find(text: "4.5 km")
    calm.advance(by: .milliseconds(100))
    #expect(calm.drawnFrame(of: detail) == detail.frame, "no slide with reduced motion")
    #expect((calm.drawnOpacity(of: detail) ?? 1) < 1, "a fade instead")
  }
}
