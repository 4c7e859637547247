import EndToEndSupport
import Foundation
import GiftExchangeKit
import Tessera
import TesseraTesting

@testable import GiftExchangeUI

/// The app's root over a model with its own save directory, a seeded draw and no audio.
@MainActor
struct GiftExchangeFixture {
  /// The save folder, deleted with the fixture.
  let scratch = ScratchFolder("gift-exchange-ui")
  let model: FriendsData
  let player: MusicPlayer
  let host: TestHost

  /// The sample's eight names, loaded at once, in a window of `size` points.
  init(
    seed: UInt64 = 7, player: MusicPlayer = MusicPlayer(output: .failure(.noPlayer)),
    size: CGSize = Self.windowSize
  ) {
    model = FriendsData(store: DrawStore(directory: scratch.url), generator: SplitMix64(seed: seed))
    self.player = player
    host = Self.host(model: model, player: player, size: size)
  }

  /// The window the screens are shown in unless a test says otherwise: large enough for
  /// every card.
  static let windowSize = CGSize(width: 1024, height: 1400)

  /// A model fetching from `source` (nothing loaded yet); what it waits for (the quota
  /// cooldown) ends when the test calls `delayed`'s actions.
  init(
    source: any NameFetching, seed: UInt64 = 7, delayed: DelayedActions = DelayedActions(),
    size: CGSize = Self.windowSize
  ) {
    model = FriendsData(
      sheetURL: URL(string: "http://127.0.0.1:9/api/v1/test"), source: source,
      store: DrawStore(directory: scratch.url), generator: SplitMix64(seed: seed),
      afterDelay: { _, action in delayed.actions.append(action) })
    player = MusicPlayer(output: .failure(.noPlayer))
    host = Self.host(model: model, player: player, size: size)
  }

  /// Where the model saves.
  var directory: URL { scratch.url }

  private static func host(model: FriendsData, player: MusicPlayer, size: CGSize) -> TestHost {
    TestHost(ContentView().environmentObject(model).environmentObject(player), size: size)
  }

  /// The badge on the gift button.
  var badge: String? {
    (try? host.find(identifier: "giftCount"))?.texts.first
  }

  /// The names on the Giftees cards, in order.
  var gifteeCards: [String] {
    host.findAll(GifteeCard.self).compactMap { $0.texts.first }
  }

  /// Taps the gift button and returns the alert's message.
  func draw() throws -> String? {
    try host.tap("Gift")
    return host.presentations.first?.texts.first { $0.contains("receives") }
  }
}

/// A sheet that answers only when the test says so.
final class GatedSource: NameFetching {
  private let answer: Result<[String], SheetError>
  private let gate: AsyncStream<Void>
  private let opener: AsyncStream<Void>.Continuation

  init(_ answer: Result<[String], SheetError>) {
    self.answer = answer
    (gate, opener) = AsyncStream<Void>.makeStream()
  }

  /// Lets the pending request answer.
  func open() { opener.yield() }

  func fetchNames(from url: URL) async throws(SheetError) -> [String] {
    for await _ in gate { break }
    return try answer.get()
  }
}

/// Actions a model asked to run later, run when the test says the time is up.
@MainActor
final class DelayedActions {
  var actions: [@MainActor () -> Void] = []

  /// Runs the actions waiting, as if their time had come.
  func runAll() {
    let waiting = actions
    actions.removeAll()
    for action in waiting { action() }
  }
}
