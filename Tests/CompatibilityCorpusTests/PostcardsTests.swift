import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PostcardsTests {
  private func host() -> TestHost {
    let host = TestHost(PostcardsView(), size: CGSize(width: 480, height: 384))
    host.update()
    return host
  }

  @Test func cardsPastTheEdgeOfTheRowAreFaded() throws {
    let host = host()
    let first = try #require(host.drawnOpacity(of: host.find(text: "Lisbon")))
    let third = try #require(host.drawnOpacity(of: host.find(text: "Valparaíso")))
    #expect(first == 1, "fully shown")
    #expect(third < 1, "past the trailing edge: \(third)")
  }

  @Test func sendingACardAddsItAndItsStamp() throws {
    let host = host()
    #expect(host.contains(text: "9"), "stamps used: \(host.texts)")
    try host.type("Oslo", into: "Send a card to…")
    try host.find(control: "Send a card to…").submit()
    #expect(host.contains(text: "10"))
    #expect(host.contains(text: "✉︎ Osl"))
    #expect(try host.find(control: "Send a card to…").textValue == "")
  }

  @Test func theFieldIsStampedAndTheStampsAlternateHeights() throws {
    let host = host()
    let envelope = try #require(host.findAll(kind: "Image").first { $0.label.contains("envelope") })
    #expect(envelope.frame.maxX <= (try host.find(control: "Send a card to…").frame.minX))
    let lis = try host.find(text: "✉︎ Lis").frame
    let tal = try host.find(text: "✉︎ Tal").frame
    #expect(tal.minY == lis.minY - 16, "the second stamp is lifted a row")
    #expect(tal.minX > lis.maxX)
  }
}
