import EndToEndSupport
import Foundation
import Testing

/// The real app in tmux against a loopback sheet of five names: the whole draw with the
/// keyboard, every Giftees card, then a relaunch that restores the finished draw.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("GiftExchange") != nil))
struct GiftExchangeEndToEndTests {
  private let names = ["Alder Finch", "Bryony Vale", "Caspian Reed", "Dagny Storm", "Elowen Marsh"]

  @Test func aWholeDrawFromTheSheetSurvivesARelaunch() async throws {
    let server = try LoopbackServer.sheet()
    defer { server.stop() }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gift-exchange-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let command =
      "GIFT_EXCHANGE_SHEET_URL=\(server.url("/rows").absoluteString) XDG_DATA_HOME=\(data.path) "
      + "XDG_CACHE_HOME=\(data.path) \(BuiltExecutable.path("GiftExchange")!)"
    let tmux = try Tmux(columns: 200, rows: 40)
    defer { tmux.kill() }
    try tmux.type(command)
    try tmux.send("Enter")
    #expect(
      try await tmux.waitUntil { screen in names.allSatisfy(screen.contains) }, "the five names")
    #expect(try !tmux.screen().contains("sample"), "the sheet's names, not the sample")

    // The draw: focus the gift button, then draw and confirm all the way round.
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Exchange Gift"))
    try tmux.send("Tab", "Tab")
    for round in 1...names.count {
      try tmux.send("Enter")
      #expect(try await tmux.waitFor("Xmas gift exchange"), "draw \(round) shows the alert")
      try tmux.send("Enter")
      #expect(try await tmux.waitUntil { !$0.contains("Xmas gift exchange") }, "OK closes it")
    }
    #expect(try await tmux.waitFor("Everyone has a giftee"))

    // Every Giftees card, one per friend.
    try tmux.send("M-3")
    #expect(try await tmux.waitUntil { $0.components(separatedBy: "Lucky to meet").count == 6 })
    try tmux.send("M-1")
    func rows() throws -> [Substring] {
      try tmux.screen().split(separator: "\n").filter { $0.contains("giftee:") }
    }
    #expect(try await tmux.waitUntil { _ in (try? rows().count) == names.count })
    let rows = try rows()
    #expect(rows.allSatisfy { !$0.contains("giftee:  ") && !$0.hasSuffix("gifter:") })

    // Quit and start again: the finished draw is back.
    try tmux.send("C-c")
    #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try tmux.type(command)
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("giftee:"))
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Everyone has a giftee"), "restored at launch")
    try tmux.send("M-3")
    #expect(try await tmux.waitUntil { $0.components(separatedBy: "Lucky to meet").count == 6 })
    try tmux.send("C-c")
  }

  @Test func aDrawOfTheSampleNamesSurvivesARestart() async throws {
    // The default setup: no sheet configured, so the app uses its sample names.
    let data = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gift-exchange-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let command =
      "env -u GIFT_EXCHANGE_SHEET_URL XDG_CONFIG_HOME=\(data.path) XDG_DATA_HOME=\(data.path) "
      + "XDG_CACHE_HOME=\(data.path) \(BuiltExecutable.path("GiftExchange")!)"
    let tmux = try Tmux(columns: 120, rows: 40)
    defer { tmux.kill() }

    /// Starts the app, draws once and accepts, then counts on the Friends tab the friends
    /// who have a giftee, waiting for `expected` of them.
    func launchAndDrawOnce(expecting expected: Int) async throws -> Int {
      try tmux.type(command)
      try tmux.send("Enter")
      #expect(try await tmux.waitFor("Maren Holloway"), "the sample names")
      try tmux.send("M-2")
      #expect(try await tmux.waitFor("Exchange Gift"))
      try tmux.send("Tab", "Tab", "Enter")
      #expect(try await tmux.waitFor("Xmas gift exchange"))
      try tmux.send("Enter")
      #expect(try await tmux.waitUntil { !$0.contains("Xmas gift exchange") }, "OK closes it")
      try tmux.send("M-1")
      var giving = 0
      _ = try await tmux.waitUntil { screen in
        giving =
          screen.split(separator: "\n").filter { $0.contains("giftee: ") }
          .filter { !$0.contains("giftee:  ") }.count
        return giving == expected
      }
      try tmux.send("C-c")
      #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
      return giving
    }

    #expect(try await launchAndDrawOnce(expecting: 1) == 1)
    // Started again, the draw goes on: a second friend has a giftee, not a first again.
    #expect(
      try await launchAndDrawOnce(expecting: 2) == 2, "the draw in progress is kept at a restart")
  }
}
