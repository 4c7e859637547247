import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StickerBoardTests {
  @Test func draggingLikingAndPeelingStickers() throws {
    let host = TestHost(StickerBoard())
    try host.find(text: "moon 0").drag(by: CGSize(width: 64, height: 0))
    #expect(host.contains(text: "moon 0"), "dragged, not liked")
    try host.find(text: "star 0").click(count: 2)
    #expect(host.contains(text: "star 1"))
    try host.find(text: "star 1").longPress(for: 1)
    #expect(!host.contains(text: "star 1"), "peeled off")
    #expect(host.contains(text: "moon 0"))
  }

  @Test func aNamedStickerIsNotLostBySwipingTheSheetAway() throws {
    let host = TestHost(StickerBoard())
    try host.tap("Help")
    #expect(host.contains(text: "Drag to move, double-tap to like, hold to peel off."))
    try host.dismissPresentation()
    try host.tap("New")
    try host.type("sun", into: "Name")
    #expect(throws: InspectionError.self) { try host.dismissPresentation() }
    try host.tap("Stick")
    #expect(host.contains(text: "sun 0"))
  }
}
