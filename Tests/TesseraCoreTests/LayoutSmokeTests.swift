import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct LayoutSmokeTests {
  @Test func spacerPushesTextsToTheEdges() throws {
    let host = TestHost(
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }, size: CGSize(width: 640, height: 384))
    let left = try host.find(text: "left").frame
    let right = try host.find(text: "right").frame
    #expect(left == CGRect(x: 0, y: 184, width: 32, height: 16))
    #expect(right == CGRect(x: 600, y: 184, width: 40, height: 16))
  }

  @Test func paddingThenBackgroundCoversThePadding() throws {
    let host = TestHost(
      VStack {
        Text("a").padding(8).background(Color.red)
        Text("b").background(Color.blue).padding(8)
      })
    let red = try #require(host.findAll(kind: "Rectangle fill: red").first).frame
    let blue = try #require(host.findAll(kind: "Rectangle fill: blue").first).frame
    #expect(red.size == CGSize(width: 24, height: 32))
    #expect(blue.size == CGSize(width: 8, height: 16))
  }
}
