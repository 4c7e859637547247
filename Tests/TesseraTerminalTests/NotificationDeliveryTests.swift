import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// A notification the app delivers shows as a banner at the top of the screen and goes
/// to the desktop through OSC 9.
@MainActor
@Suite(.serialized) struct NotificationDeliveryTests {
  @Test func aBannerShowsAtTheTopAndTheTerminalIsToldWithOSC9() throws {
    var output = ""
    let host = TerminalHost(rootView: Text("Timer").frame(maxHeight: .infinity))
    host.write = { output += $0 }
    host.resize(to: (40, 8))
    host.graph.notificationBanners.post(
      .init(id: "done", title: "Tea is ready", subtitle: "", body: "Four minutes\u{7} up"))
    host.graph.update()
    #expect(output.contains("\u{1B}]9;Tea is ready: Four minutes up\u{07}"), "no bell inside")
    let lines = try #require(host.front?.lines)
    #expect(lines.prefix(2).contains { $0.contains("Tea is ready") }, "\(lines)")
    #expect(lines.contains { $0.contains("Timer") }, "the app still shows")
  }

  @Test func theAccessibleModeSaysTheNotification() {
    var output = ""
    let host = TerminalHost(rootView: Text("Timer"))
    host.write = { output += $0 }
    host.speak()
    host.resize(to: (40, 8))
    host.graph.notificationBanners.post(
      .init(id: "done", title: "Tea is ready", subtitle: "", body: "Four minutes up"))
    #expect(output.contains("Tea is ready: Four minutes up\r\n"), "\(output)")
  }
}
