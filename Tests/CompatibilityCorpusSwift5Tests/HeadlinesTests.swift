import EndToEndSupport
import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite(.serialized) struct HeadlinesTests {
  @Test func theFeedLoadsDecodesAndFiltersAsTheSearchIsTyped() async throws {
    let server = try LoopbackServer(script: "feed_server.py")
    defer { server.stop() }
    let host = TestHost(HeadlinesView(feedURL: server.url("/headlines.json")))
    #expect(
      await host.settle(timeout: .seconds(10)) { host.contains(text: "Town · Weather") },
      "\(host.texts)")
    #expect(host.contains(text: "Library opens late on Fridays"))
    try host.type("valley", into: "Search headlines")
    #expect(host.contains(text: "Rain returns to the valley"))
    #expect(host.contains(text: "Valley orchard wins a prize"))
    #expect(!host.contains(text: "Library opens late on Fridays"))
  }

  @Test func aFeedThatIsNotJSONSaysSo() async throws {
    let server = try LoopbackServer(script: "feed_server.py")
    defer { server.stop() }
    let host = TestHost(HeadlinesView(feedURL: server.url("/broken.json")))
    #expect(
      await host.settle(timeout: .seconds(10)) {
        host.texts.contains { $0.hasPrefix("Could not load the headlines") }
      })
    #expect(!host.texts.contains { $0.contains("unsupported URL") }, "\(host.texts)")
  }
}
