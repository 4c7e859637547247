import Foundation
import GiftExchangeKit
import Tessera
import TesseraTerminal
import TesseraTesting
import Testing

@testable import GiftExchangeUI

@MainActor
@Suite("Gift Exchange screens")
struct GiftExchangeScreenTests {
  private let sampleNames = [
    "Maren Holloway", "Tobias Quint", "Ines Okafor", "Wen-Li Chau", "Rafael Duarte",
    "Sigrid Aalto", "Kofi Mensah", "Priya Raman",
  ]

  // G1
  @Test("G1: a spinner and a disabled button while loading, then the names in sheet order")
  func loadingThenNames() async throws {
    let source = GatedSource(.success(["Zed", "Amy", "Bo"]))
    let fixture = GiftExchangeFixture(source: source)
    let loading = Task { await fixture.model.load() }
    await fixture.host.settle { fixture.model.loadState == .loading }
    #expect(fixture.host.findAll(kind: "ProgressView").count == 1)
    #expect(fixture.host.contains(text: "Loading…"))
    try fixture.host.tap("Match")
    #expect(try fixture.host.find(control: "Gift").isEnabled == false)
    #expect(fixture.badge == "0")
    try fixture.host.tap("Friends")
    source.open()
    _ = await loading.value
    fixture.host.update()
    let names = fixture.host.findAll(FriendCard.self).compactMap { $0.texts.first }
    #expect(names == ["Zed", "Amy", "Bo"], "sheet order, not sorted")
    #expect(fixture.host.findAll(kind: "ProgressView").isEmpty)
  }

  @Test("G1: the Friends list scrolls to its last card at once, in a window too small for all")
  func friendsScrollToTheLastCard() async throws {
    let fixture = GiftExchangeFixture(size: CGSize(width: 640, height: 400))
    await fixture.model.load()
    fixture.host.update()
    func shows(_ text: String) -> Bool { fixture.host.screen.contains { $0.contains(text) } }
    #expect(shows("Maren Holloway"))
    #expect(!shows("Priya Raman"))
    // The cards are taller than the row the lazy stack first guessed: the scroll view
    // must know the real length before the first scroll, or it stops short.
    let list = try #require(fixture.host.findAll(kind: "ScrollView").first)
    list.scroll(to: CGPoint(x: 0, y: 10_000))
    #expect(shows("Priya Raman"), "\(fixture.host.screen.joined(separator: "\n"))")
  }

  @Test("G1: 429 shows the quota message and Use sample data, which loads the sample")
  func quotaExceeded() async throws {
    let source = GatedSource(.failure(.quotaExceeded))
    let delayed = DelayedActions()
    let fixture = GiftExchangeFixture(source: source, delayed: delayed)
    source.open()
    await fixture.model.load()
    fixture.host.update()
    #expect(fixture.host.contains(text: "Quota exceeded"))
    #expect(!fixture.host.contains(text: "Retry"), "no retry offered within the quota cooldown")
    // The action is a button of its own, not the sentence's last words.
    #expect(
      fixture.host.screen.contains { $0.contains("Quota exceeded  Use sample data") },
      "\(fixture.host.screen.joined(separator: "\n"))")
    // The cooldown ends: Retry is offered again.
    delayed.runAll()
    fixture.host.update()
    #expect(fixture.host.contains(text: "Retry"), "Retry is offered once the cooldown is over")
    try fixture.host.tap("Use sample data")
    let names = fixture.host.findAll(FriendCard.self).compactMap { $0.texts.first }
    #expect(names == sampleNames)
    #expect(fixture.host.contains(text: "Showing the sample names, not the sheet's."))
  }

  @Test("G1: a malformed body is an error state with Retry, not an empty list")
  func malformedBody() async throws {
    let source = GatedSource(.failure(.malformed("the body is not a JSON array")))
    let fixture = GiftExchangeFixture(source: source)
    source.open()
    await fixture.model.load()
    fixture.host.update()
    #expect(fixture.host.contains(text: "The names could not be loaded."))
    #expect(fixture.host.texts.contains { $0.contains("not a JSON array") })
    #expect(try fixture.host.find(control: "Retry").isEnabled)
    #expect(!fixture.host.contains(text: "No participants"))
  }

  // G3
  @Test("G3: Cancel removes exactly the drawn person from all three tabs; the giver stays")
  func cancelRemovesTheDrawnPerson() throws {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Match")
    let giver = try #require(fixture.model.currentGifter?.name)
    let message = try #require(try fixture.draw())
    let drawn = try #require(fixture.model.nextGifter?.name)
    #expect(message == "\(drawn) receives \(giver)'s gift")
    try fixture.host.tap("Cancel")
    #expect(fixture.host.presentations.isEmpty)
    #expect(fixture.model.friends.map(\.name) == sampleNames.filter { $0 != drawn })
    #expect(fixture.model.currentGifter?.name == giver, "the next draw keeps the same giver")
    #expect(fixture.badge == "7")
    try fixture.host.tap("Friends")
    #expect(!fixture.host.contains(text: drawn))
    try fixture.host.tap("Giftees")
    #expect(!fixture.host.texts.contains { $0.contains(drawn) })
  }

  @Test("G3: the closing draw offers OK only")
  func closingDrawOffersOKOnly() throws {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Match")
    for _ in 0..<(sampleNames.count - 1) {
      _ = try fixture.draw()
      #expect((try? fixture.host.find(control: "Cancel")) != nil)
      try fixture.host.tap("OK")
    }
    let first = try #require(fixture.model.firstGifter?.name)
    let message = try #require(try fixture.draw())
    #expect(message.hasPrefix("\(first) receives"), "the first giver receives last")
    #expect((try? fixture.host.find(control: "Cancel")) == nil)
    try fixture.host.tap("OK")
    #expect(fixture.badge == "0")
    #expect(try fixture.host.find(control: "Gift").isEnabled == false)
    #expect(fixture.host.contains(text: "Everyone has a giftee"))
  }

  // G4
  @Test("G4: after OK the rows, the badge and the Giftees cards change in the same frame")
  func okUpdatesEverythingAtOnce() throws {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Match")
    let giver = try #require(fixture.model.currentGifter?.name)
    _ = try fixture.draw()
    let drawn = try #require(fixture.model.nextGifter?.name)
    let updatesBefore = fixture.host.updateCount
    try fixture.host.tap("OK")
    #expect(fixture.host.updateCount == updatesBefore + 1, "one update")
    #expect(fixture.badge == "7")
    // The other tabs are hidden but in the tree: they were redrawn in that same update,
    // so showing them evaluates no card again.
    let cardBodies = fixture.host.bodyCount(of: FriendCard.self)
    let gifteeBodies = fixture.host.bodyCount(of: GifteeCard.self)
    try fixture.host.tap("Friends")
    let rows = fixture.host.findAll(FriendCard.self).map(\.texts)
    #expect(rows.contains { $0.prefix(2) == [giver, "giftee: \(drawn) gifter: "] })
    #expect(rows.contains { $0.prefix(2) == [drawn, "giftee:  gifter: \(giver)"] })
    try fixture.host.tap("Giftees")
    #expect(fixture.gifteeCards == [drawn])
    #expect(fixture.host.texts.contains("Lucky to meet \(giver)"))
    #expect(fixture.host.bodyCount(of: FriendCard.self) == cardBodies)
    #expect(fixture.host.bodyCount(of: GifteeCard.self) == gifteeBodies)
  }

  // G5
  @Test("G5: the badge always equals giftCount; the button needs a giver and two people")
  func badgeAndButton() throws {
    let fixture = GiftExchangeFixture(seed: 99)
    try fixture.host.tap("Match")
    var step = 0
    while fixture.model.canDraw, step < 40 {
      #expect(fixture.badge == "\(fixture.model.giftCount)")
      #expect(try fixture.host.find(control: "Gift").isEnabled)
      _ = try fixture.draw()
      // Cancel every third draw while Cancel is offered, else OK.
      if step % 3 == 2, fixture.model.offersCancel {
        try fixture.host.tap("Cancel")
      } else {
        try fixture.host.tap("OK")
      }
      step += 1
    }
    #expect(fixture.badge == "\(fixture.model.giftCount)")
    #expect(try fixture.host.find(control: "Gift").isEnabled == false)
  }

  @Test("G5: one person left: disabled, and the status says two are needed")
  func onePersonLeft() throws {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Match")
    // Cancel everyone the draw picks until one person is left.
    while fixture.model.friends.count > 1,
      fixture.model.offersCancel || fixture.model.nextGifter == nil
    {
      _ = try fixture.draw()
      guard fixture.model.offersCancel else { break }
      try fixture.host.tap("Cancel")
    }
    #expect(fixture.model.friends.count == 1)
    #expect(try fixture.host.find(control: "Gift").isEnabled == false)
    #expect(fixture.host.contains(text: "Need at least 2 people"))
  }

  // G6
  @Test("G6: without audio the play button is disabled with a note; all else works")
  func noAudio() throws {
    let fixture = GiftExchangeFixture()
    #expect(fixture.host.contains(text: "audio unavailable"))
    #expect(try fixture.host.find(control: "Play").isEnabled == false)
    try fixture.host.tap("Match")
    _ = try fixture.draw()
    try fixture.host.tap("OK")
    #expect(fixture.badge == "7")
  }

  @Test("With a player, a tap plays and swaps the icon; another tap pauses")
  func playAndPause() throws {
    let output = AudioOutput(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec cat > /dev/null"])
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("gift-music-ui-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let fixture = GiftExchangeFixture(
      player: MusicPlayer(output: .success(output), cacheDirectory: cache))
    defer { fixture.player.stop() }
    #expect(!fixture.host.contains(text: "audio unavailable"))
    #expect(fixture.host.findAll(kind: "Image(systemName: \"play.fill\")").count == 1)
    try fixture.host.tap("Play")
    #expect(fixture.player.isPlaying)
    #expect(fixture.host.findAll(kind: "Image(systemName: \"pause.fill\")").count == 1)
    try fixture.host.tap("Pause")
    #expect(!fixture.player.isPlaying)
    #expect(fixture.host.findAll(kind: "Image(systemName: \"play.fill\")").count == 1)
  }

  @Test("The Giftees tab snows: glyphs drawn from the simulation")
  func snowIsDrawn() throws {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Giftees")
    fixture.host.update()
    let flakes = fixture.host.texts.filter { ["❄", "*", "·"].contains($0) }
    #expect((15...25).contains(flakes.count), "\(flakes.count) flakes")
  }

  // G7
  @Test("G7: the terminal paints the app dark from the first frame")
  func alwaysDark() throws {
    let model = FriendsData(store: nil, generator: SplitMix64(seed: 1))
    let terminal = TerminalHost(
      rootView: ContentView().environmentObject(model)
        .environmentObject(MusicPlayer(output: .failure(.noPlayer))))
    terminal.write = { _ in }
    terminal.resize(to: (100, 30))
    let screen = try #require(terminal.front)
    #expect(screen[0, 15].style.background == Palette.dark.background)
    #expect(screen[0, 29].style.background != Palette.dark.barBackground, "the tab bar is red")
  }

  @Test("A restored draw says who is new in the sheet; New draw brings them in")
  func restoredDrawTellsOfNewNames() async throws {
    let first = GiftExchangeFixture()
    _ = first.model.drawNext()
    first.model.confirm()
    let source = GatedSource(.success(sampleNames + ["Nova Quill"]))
    let model = FriendsData(
      sheetURL: URL(string: "http://127.0.0.1:9/api/v1/test"), source: source,
      store: DrawStore(directory: first.directory), generator: SplitMix64(seed: 3))
    let host = TestHost(
      ContentView().environmentObject(model)
        .environmentObject(MusicPlayer(output: .failure(.noPlayer))),
      size: CGSize(width: 1024, height: 1400))
    source.open()
    await model.load()
    host.update()
    #expect(host.contains(text: "New in the sheet: Nova Quill. They join at the next New draw."))
    #expect(!host.contains(text: "Nova Quill"), "not in the draw yet")
    try host.tap("Match")
    try host.tap("New draw")
    try host.findAll { $0.kind == "Button" && $0.label == "New draw" }.last?.tap()
    try host.tap("Friends")
    #expect(host.contains(text: "Nova Quill"))
    #expect(!host.texts.contains { $0.hasPrefix("New in the sheet") })
  }

  /// A fixture whose first draw was cancelled (one friend fewer), asking "Start a new
  /// draw?" after the toolbar's New draw.
  private func askingForANewDrawAfterACancel(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> GiftExchangeFixture {
    let fixture = GiftExchangeFixture()
    try fixture.host.tap("Match")
    _ = try fixture.draw()
    try fixture.host.tap("Cancel")
    #expect(fixture.model.friends.count == 7, sourceLocation: sourceLocation)
    try fixture.host.tap("New draw")
    #expect(fixture.host.contains(text: "Start a new draw?"), sourceLocation: sourceLocation)
    return fixture
  }

  @Test("New draw asks first, then starts over with everyone")
  func newDrawAsksFirst() throws {
    let fixture = try askingForANewDrawAfterACancel()
    try fixture.host.tap("Cancel")
    #expect(fixture.model.friends.count == 7, "Cancel keeps the draw")
    try fixture.host.tap("New draw")
    let confirm = try #require(
      fixture.host.presentations.first.flatMap { _ in try? fixture.host.find(control: "New draw") })
    _ = confirm
    try fixture.host.findAll { $0.kind == "Button" && $0.label == "New draw" }.last?.tap()
    #expect(fixture.model.friends.count == 8)
    #expect(fixture.badge == "8")
  }

  @Test("Return confirms \"Start a new draw?\": New draw is its default button")
  func returnConfirmsTheNewDraw() throws {
    let fixture = try askingForANewDrawAfterACancel()
    try fixture.host.press(.return, modifiers: [])
    #expect(fixture.model.friends.count == 8, "Return started the draw over")
  }

  @Test("G5: a giftee card fits a narrow window, a long name wrapped")
  func gifteeCardsFitANarrowWindow() async throws {
    let long = "Maximiliana Evangelina Bartholomew-Featherstonehaugh-Cholmondeley"
    let source = GatedSource(.success(["Ada", long]))
    let fixture = GiftExchangeFixture(source: source, size: CGSize(width: 440, height: 760))
    source.open()
    await fixture.model.load()
    fixture.host.update()
    try fixture.host.tap("Match")
    _ = try fixture.draw()
    try fixture.host.tap("OK")
    try fixture.host.tap("Giftees")
    let card = try #require(fixture.host.findAll(GifteeCard.self).first)
    #expect(card.frame.minX >= 0 && card.frame.maxX <= 440, "\(card.frame)")
    #expect(fixture.host.screen.contains { $0.contains("Bartholomew") }, "the name, wrapped")
  }
}
