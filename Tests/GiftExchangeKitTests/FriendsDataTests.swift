import Foundation
import Testing

@testable import GiftExchangeKit

private let sheetURL = URL(string: "http://127.0.0.1:9/api/v1/test")!

@Suite("FriendsData")
@MainActor
struct FriendsDataTests {
  @Test func theSampleLoadsAtOnce() {
    let model = FriendsData(generator: SplitMix64(seed: 1))
    #expect(model.loadState == .loaded)
    #expect(model.usesSampleData)
    #expect(model.friends.count == 8)
    #expect(model.friends.map(\.name).first == "Maren Holloway")
    #expect(model.giftCount == 8)
    #expect(model.canDraw)
    #expect(model.currentGifter != nil)
    #expect(model.firstGifter == model.currentGifter)
    #expect(model.nextGifter == nil)
    #expect(model.statusText == nil)
  }

  @Test func aSampleFileOfOurOwn() throws {
    let file = try sheetFile(#"[{"name": "Juniper"}, {"name": " "}, {"name": "Kestrel"}]"#)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let model = FriendsData(sampleFile: file, generator: SplitMix64(seed: 2))
    #expect(model.friends.map(\.name) == ["Juniper", "Kestrel"])
  }

  @Test func beforeLoadingTheStatusSaysLoading() {
    let model = FriendsData(sheetURL: sheetURL, source: ScriptedSource([.success([])]), store: nil)
    #expect(model.loadState == .idle)
    #expect(model.statusText == "Loading…")
    #expect(model.giftCount == 0)
    #expect(!model.canDraw)
  }

  @Test("G1: while loading, a spinner and a disabled button; then the names in order")
  func loadingThenLoaded() async {
    // The source looks at the model while the request is under way.
    let seen = ObservedDuringLoad()
    let source = ScriptedSource([.success(["Lark", "Moss", "Nell"])]) {
      await seen.record()
    }
    let model = FriendsData(
      sheetURL: sheetURL, source: source, store: nil, generator: SplitMix64(seed: 3))
    seen.model = model
    #expect(await model.load())
    #expect(seen.states == [.loading])
    #expect(seen.statusTexts == ["Loading…"])
    #expect(seen.canDraw == [false])
    #expect(model.loadState == .loaded)
    #expect(model.friends.map(\.name) == ["Lark", "Moss", "Nell"])
    #expect(!model.usesSampleData)
    #expect(model.canDraw)
  }

  @Test("G1: 429 shows the quota message; no request within 10 s; sample data on request")
  func quotaExceeded() async {
    let clock = ManualClock()
    let source = ScriptedSource([.failure(.quotaExceeded), .success(["Orla", "Pike"])])
    let model = FriendsData(
      sheetURL: sheetURL, source: source, store: nil, generator: SplitMix64(seed: 4),
      now: { clock.now })
    #expect(await model.load())
    #expect(model.loadState == .failed(.quotaExceeded))
    #expect(model.loadState.isQuotaExceeded)
    #expect(model.loadState.failureReason?.contains("Quota exceeded") == true)
    #expect(model.retryAllowedAt == clock.now.addingTimeInterval(10))
    #expect(model.friends.isEmpty)
    #expect(model.statusText == "No participants")

    // Asking again within 10 s makes no request.
    clock.advance(by: 9.5)
    #expect(await model.load() == false)
    #expect(source.requestCount == 1)
    #expect(model.loadState.isQuotaExceeded)

    // After 10 s, Retry asks again.
    clock.advance(by: 0.5)
    #expect(model.retryAllowedAt == nil)
    #expect(await model.load())
    #expect(source.requestCount == 2)
    #expect(model.friends.map(\.name) == ["Orla", "Pike"])
    #expect(model.quotaExceededAt == nil)
  }

  @Test func useSampleDataAfterAQuotaError() async {
    let source = ScriptedSource([.failure(.quotaExceeded)])
    let model = FriendsData(
      sheetURL: sheetURL, source: source, store: nil, generator: SplitMix64(seed: 5))
    await model.load()
    model.useSampleData()
    #expect(model.loadState == .loaded)
    #expect(model.usesSampleData)
    #expect(model.friends.count == 8)
    #expect(source.requestCount == 1)
  }

  @Test("G1: a malformed body or a 500 is an error state, and Retry asks at once")
  func otherFailures() async {
    let source = ScriptedSource([
      .failure(.malformed("expected a list of rows, found an object")),
      .failure(.httpStatus(500)),
      .success(["Quinn", "Rue"]),
    ])
    let model = FriendsData(
      sheetURL: sheetURL, source: source, store: nil, generator: SplitMix64(seed: 6))
    await model.load()
    guard case .failed(.malformed) = model.loadState else {
      Issue.record("a malformed body was not an error: \(model.loadState)")
      return
    }
    #expect(!model.loadState.isQuotaExceeded)
    #expect(model.loadState.failureReason?.contains("found an object") == true)
    #expect(await model.load())
    #expect(model.loadState == .failed(.httpStatus(500)))
    #expect(model.loadState.failureReason?.contains("500") == true)
    #expect(await model.load())
    #expect(model.loadState == .loaded)
    #expect(source.requestCount == 3)
  }

  @Test func withNoSheetLoadUsesTheSample() async {
    let source = ScriptedSource([.success(["Never"])])
    let model = FriendsData(sheetURL: nil, source: source, store: nil)
    #expect(await model.load() == false)
    #expect(source.requestCount == 0)
    #expect(model.usesSampleData)
    #expect(model.friends.count == 8)
  }

  @Test("G3, G5: the model follows the draw")
  func drawingThroughTheModel() throws {
    let model = FriendsData(generator: SplitMix64(seed: 7))
    let giver = try #require(model.currentGifter)
    let drawn = try #require(model.drawNext())
    #expect(model.nextGifter == drawn)
    #expect(model.offersCancel)
    #expect(model.cancel() == drawn)
    #expect(!model.friends.contains(drawn))
    #expect(model.friends.count == 7)
    #expect(model.giftCount == 7)
    #expect(model.currentGifter == giver)
    #expect(model.nextGifter == nil)

    var steps = 0
    while model.canDraw, steps < 20 {
      steps += 1
      let next = try #require(model.drawNext())
      #expect(model.offersCancel == (next != model.firstGifter))
      model.confirm()
      #expect(model.currentGifter?.id == next.id)
      #expect(model.currentGifter?.gifterID == model.friends.first { $0.gifteeID == next.id }?.id)
      #expect(model.giftCount == 7 - steps)
      #expect(model.giftees.count == steps)
    }
    #expect(steps == 7)
    #expect(model.giftCount == 0)
    #expect(!model.canDraw)
    #expect(model.drawNext() == nil)
    #expect(model.statusText == "Everyone has a giftee")
    #expect(model.friends.allSatisfy { $0.gaveGift && $0.gotGift })
  }

  @Test func newDrawBringsBackEveryoneLoaded() throws {
    let model = FriendsData(generator: SplitMix64(seed: 8))
    model.drawNext()
    model.cancel()
    model.drawNext()
    model.confirm()
    #expect(model.friends.count == 7)
    model.newDraw()
    #expect(model.friends.count == 8)
    #expect(model.giftCount == 8)
    #expect(model.friends.allSatisfy { !$0.gaveGift && !$0.gotGift })
    #expect(model.currentGifter == model.firstGifter)
  }

  @Test("With no sheet configured, a restart keeps the draw in progress, sample names and all")
  func theSampleDrawSurvivesARestart() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    // The app's default setup: no sheet, so `load()` at launch means the sample.
    let model = FriendsData(sheetURL: nil, store: store, generator: SplitMix64(seed: 3))
    await model.load()
    #expect(model.giftCount == 8)
    model.drawNext()
    model.confirm()
    #expect(model.giftCount == 7)

    let restarted = FriendsData(sheetURL: nil, store: store, generator: SplitMix64(seed: 4))
    await restarted.load()
    #expect(restarted.isRestoredDraw)
    #expect(restarted.giftCount == 7, "the draw in progress is kept, not started again")
    #expect(restarted.currentGifter == model.currentGifter)
    #expect(restarted.friends == model.friends)
    guard case .loaded(let saved) = store.load() else {
      Issue.record("the saved draw is gone")
      return
    }
    #expect(saved.draw.giftCount == 7, "draw.json is not overwritten with a fresh draw")
  }

  @Test("The draw is saved after OK and Cancel and restored at launch")
  func aDrawInProgressIsRestored() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    let model = FriendsData(store: store, generator: SplitMix64(seed: 9))
    model.drawNext()
    model.confirm()
    model.drawNext()
    model.confirm()
    let removed = try #require(model.drawNext())
    model.cancel()
    guard case .loaded(let saved) = store.load() else {
      Issue.record("nothing was saved")
      return
    }
    #expect(saved.draw.friends == model.friends)

    // A restart with a source that would answer differently: the draw in progress stays.
    let source = ScriptedSource([.success(["Someone", "Else"])])
    let restarted = FriendsData(
      sheetURL: sheetURL, source: source, store: store, generator: SplitMix64(seed: 10))
    #expect(restarted.isRestoredDraw)
    #expect(restarted.loadState == .loaded)
    #expect(restarted.friends == model.friends)
    #expect(restarted.currentGifter == model.currentGifter)
    #expect(restarted.firstGifter == model.firstGifter)
    #expect(restarted.giftCount == 5)
    #expect(!restarted.friends.contains(removed))
    #expect(restarted.usesSampleData)
    #expect(restarted.storeWarning == nil)

    await restarted.load()
    #expect(restarted.friends == model.friends)
    #expect(restarted.namesWaitingForNewDraw == ["Someone", "Else"], "told, not yet drawn")

    // Finishing the restored draw closes one cycle through the 7 left.
    while restarted.canDraw {
      restarted.drawNext()
      restarted.confirm()
    }
    #expect(restarted.friends.count == 7)
    #expect(restarted.friends.allSatisfy { $0.gaveGift && $0.gotGift })
    let finished = FriendsData(sheetURL: sheetURL, source: source, store: store)
    #expect(finished.friends == restarted.friends)
    #expect(finished.giftCount == 0)

    // "New draw" starts from the names fetched meanwhile... on the model that fetched them.
    restarted.newDraw()
    #expect(restarted.friends.map(\.name) == ["Someone", "Else"])
    #expect(restarted.namesWaitingForNewDraw.isEmpty)
    #expect(!restarted.usesSampleData)
    #expect(!restarted.isRestoredDraw)
  }

  @Test func aCorruptSaveIsReportedAndSetAside() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    try Data("garbage".utf8).write(to: store.fileURL)
    let model = FriendsData(store: store, generator: SplitMix64(seed: 11))
    let warning = try #require(model.storeWarning)
    let aside = try fileNames(in: directory).filter { $0.hasPrefix("draw.json.corrupt-") }
    #expect(aside.count == 1)
    #expect(warning.contains(aside.first ?? "?"))
    #expect(warning.hasPrefix("Couldn't read your saved draw.json (not valid JSON)"))
    #expect(try text(at: directory.appendingPathComponent(aside[0])) == "garbage")
    // The sample stands in, and the next OK saves a fresh file.
    #expect(model.friends.count == 8)
    model.drawNext()
    model.confirm()
    guard case .loaded(let saved) = store.load() else {
      Issue.record("the draw was not saved")
      return
    }
    #expect(saved.draw.giftCount == 7)
  }

  @Test func aSaveThatCannotBeReadIsKeptAndNotOverwritten() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    // A link to a directory exists and cannot be read, whoever runs the test.
    let target = directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: target)
    let model = FriendsData(store: store, generator: SplitMix64(seed: 13))
    let warning = try #require(model.storeWarning)
    #expect(warning.contains("will not be saved"))
    model.drawNext()
    model.confirm()
    #expect(model.giftCount == 7, "the draw goes on")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: store.fileURL.path)
    #expect(link == target.path, "the saved file was left as it is")
  }

  @Test func aFailedSaveIsReportedNotFatal() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("gift-exchange")
    try Data("not a directory".utf8).write(to: blocker)
    let model = FriendsData(store: DrawStore(directory: blocker), generator: SplitMix64(seed: 12))
    #expect(model.storeWarning?.contains("Couldn't save") == true)
    model.drawNext()
    model.confirm()
    #expect(model.giftCount == 7)
  }

  @Test("G2: the same seed gives the same draw through the model")
  func modelDrawsAreReproducible() {
    func pairs(seed: UInt64) -> [String] {
      let model = FriendsData(generator: SplitMix64(seed: seed))
      var result: [String] = []
      while model.canDraw {
        let giver = model.currentGifter?.name ?? "?"
        let receiver = model.drawNext()?.name ?? "?"
        model.confirm()
        result.append("\(giver) → \(receiver)")
      }
      return result
    }
    #expect(pairs(seed: 13) == pairs(seed: 13))
    #expect(pairs(seed: 13).count == 8)
  }

  @Test("Loading through the real client from a loopback server")
  func loadOverLoopback() async throws {
    let server = try LoopbackServer.sheet()
    defer { server.stop() }
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let model = FriendsData(
      sheetURL: server.url("/rows"), store: DrawStore(directory: directory),
      generator: SplitMix64(seed: 14))
    #expect(await model.load())
    #expect(model.loadState == .loaded)
    #expect(
      model.friends.map(\.name) == [
        "Alder Finch", "Bryony Vale", "Caspian Reed", "Dagny Storm", "Elowen Marsh",
      ])

    let quota = FriendsData(
      sheetURL: server.url("/quota"), store: nil, generator: SplitMix64(seed: 15))
    await quota.load()
    #expect(quota.loadState.isQuotaExceeded)
    #expect(await quota.load() == false)
  }
}

/// What the model looked like while a request was under way.
@MainActor
private final class ObservedDuringLoad {
  weak var model: FriendsData?
  var states: [FriendsData.LoadState] = []
  var statusTexts: [String?] = []
  var canDraw: [Bool] = []

  nonisolated func record() async {
    await MainActor.run {
      guard let model else { return }
      states.append(model.loadState)
      statusTexts.append(model.statusText)
      canDraw.append(model.canDraw)
    }
  }
}
