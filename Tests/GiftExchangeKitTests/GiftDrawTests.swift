import Foundation
import Testing

@testable import GiftExchangeKit

/// One complete draw with `generator`: the names of the givers in order (first gifter
/// first, and again last), the gift counts before each draw and after the last, and
/// whether Cancel was offered at each draw.
private struct Run: Equatable {
  var givers: [String] = []
  var counts: [Int] = []
  var cancelOffered: [Bool] = []
}

private func runToEnd(_ draw: inout GiftDraw, using generator: inout SplitMix64) -> Run {
  var run = Run()
  run.givers.append(draw.current?.name ?? "?")
  run.counts.append(draw.giftCount)
  // Each OK gives one more gift, so this ends within friends.count steps.
  while draw.canDraw, run.counts.count <= draw.friends.count {
    guard draw.drawNext(using: &generator) != nil else { break }
    run.cancelOffered.append(draw.offersCancel)
    draw.confirm()
    run.givers.append(draw.current?.name ?? "?")
    run.counts.append(draw.giftCount)
  }
  return run
}

/// Checks that the links form one cycle through every friend, starting and ending at the
/// first gifter, with nobody giving to themselves.
private func expectOneCycle(_ draw: GiftDraw, sourceLocation: SourceLocation = #_sourceLocation) {
  let n = draw.friends.count
  for friend in draw.friends {
    #expect(friend.gaveGift && friend.gotGift, sourceLocation: sourceLocation)
    #expect(friend.gifteeID != friend.id, sourceLocation: sourceLocation)
    #expect(friend.gifterID != friend.id, sourceLocation: sourceLocation)
    #expect(
      draw.friend(id: friend.gifteeID)?.gifterID == friend.id, sourceLocation: sourceLocation)
  }
  var visited: [UUID] = []
  var id = draw.firstID
  while let step = id, visited.count <= n {
    visited.append(step)
    id = draw.friend(id: step)?.gifteeID
    if id == draw.firstID { break }
  }
  #expect(visited.count == n, sourceLocation: sourceLocation)
  #expect(Set(visited).count == n, sourceLocation: sourceLocation)
  #expect(id == draw.firstID, sourceLocation: sourceLocation)
}

@Suite("The draw")
struct GiftDrawTests {
  static let seeds: [UInt64] = [1, 7, 42, 2025, 0xDEAD_BEEF]

  @Test("G2: one cycle through everyone for N = 2…50", arguments: seeds)
  func propertiesHoldForEverySize(seed: UInt64) {
    for n in 2...50 {
      var generator = SplitMix64(seed: seed &+ UInt64(n))
      var draw = GiftDraw(names: names(n), using: &generator)
      #expect(draw.currentID != nil)
      #expect(draw.currentID == draw.firstID)
      let run = runToEnd(&draw, using: &generator)
      // giftCount counts N → 0, one per OK.
      #expect(run.counts == Array((0...n).reversed()), "N = \(n)")
      // Every giver gives once; the first gives first and receives last.
      #expect(run.givers.count == n + 1)
      #expect(run.givers.first == draw.first?.name)
      #expect(run.givers.last == draw.first?.name)
      #expect(Set(run.givers.dropLast()).count == n)
      // Cancel is offered at every draw but the closing one.
      #expect(run.cancelOffered == Array(repeating: true, count: n - 1) + [false], "N = \(n)")
      expectOneCycle(draw)
      #expect(draw.status == .finished)
      #expect(!draw.canDraw)
      let afterEnd = draw.drawNext(using: &generator)
      #expect(afterEnd == nil)
      #expect(draw.friends.map(\.name) == names(n))
    }
  }

  @Test("G2: the same seed gives the same draw")
  func drawsAreReproducible() {
    for n in [2, 3, 8, 50] {
      var runs: [Run] = []
      for _ in 0..<2 {
        var generator = SplitMix64(seed: 99)
        var draw = GiftDraw(names: names(n), using: &generator)
        runs.append(runToEnd(&draw, using: &generator))
      }
      #expect(runs[0] == runs[1])
    }
    // Ids and all.
    var one = SplitMix64(seed: 5)
    var two = SplitMix64(seed: 5)
    #expect(GiftDraw(names: names(4), using: &one) == GiftDraw(names: names(4), using: &two))
    // Different seeds give different draws (eight people have 5040 cycles).
    let orders = Set(
      Self.seeds.map { seed in
        var generator = SplitMix64(seed: seed)
        var draw = GiftDraw(names: names(8), using: &generator)
        return runToEnd(&draw, using: &generator).givers
      })
    #expect(orders.count > 1)
  }

  @Test func splitMix64IsFixedBySeed() {
    var a = SplitMix64(seed: 0)
    var b = SplitMix64(seed: 0)
    let first = (0..<4).map { _ in a.next() }
    #expect(first == (0..<4).map { _ in b.next() })
    // The published first output of SplitMix64 for seed 0.
    #expect(first[0] == 0xE220_A839_7B1D_CDAF)
    var c = SplitMix64(seed: 1)
    #expect(c.next() != first[0])
  }

  @Test func noFriends() {
    var generator = SplitMix64(seed: 1)
    var draw = GiftDraw(names: [], using: &generator)
    #expect(draw.current == nil)
    #expect(draw.first == nil)
    #expect(draw.giftCount == 0)
    #expect(!draw.canDraw)
    #expect(draw.status == .noParticipants)
    #expect(draw.status.message == "No participants")
    let drawnFromNobody = draw.drawNext(using: &generator)
    #expect(drawnFromNobody == nil)
    let confirmedNothing = draw.confirm()
    #expect(!confirmedNothing)
    let cancelledNothing = draw.cancel()
    #expect(cancelledNothing == nil)
    #expect(draw == GiftDraw())
  }

  @Test func oneFriend() {
    var generator = SplitMix64(seed: 1)
    var draw = GiftDraw(names: ["Solo"], using: &generator)
    #expect(draw.current?.name == "Solo")
    #expect(draw.firstID == draw.currentID)
    #expect(draw.giftCount == 1)
    #expect(!draw.canDraw)
    #expect(draw.status == .needTwo)
    #expect(draw.status.message == "Need at least 2 people")
    let drawnAlone = draw.drawNext(using: &generator)
    #expect(drawnAlone == nil)
    #expect(draw.next == nil)
  }

  @Test("Two friends: A draws B, then B draws A, and the draw is over")
  func twoFriends() throws {
    var generator = SplitMix64(seed: 3)
    var draw = GiftDraw(names: ["Ash", "Birch"], using: &generator)
    let a = try #require(draw.current)
    let b = try #require(draw.friends.first { $0.id != a.id })
    #expect(draw.giftCount == 2)
    #expect(draw.canDraw)
    #expect(draw.status == .ready)
    #expect(draw.status.message == nil)

    let firstDrawn = draw.drawNext(using: &generator)
    #expect(firstDrawn?.id == b.id)
    #expect(draw.offersCancel)
    let firstConfirmed = draw.confirm()
    #expect(firstConfirmed)
    #expect(draw.friend(id: a.id)?.gifteeID == b.id)
    #expect(draw.friend(id: b.id)?.gifterID == a.id)
    #expect(draw.currentID == b.id)
    #expect(draw.giftCount == 1)
    #expect(draw.canDraw)

    // Nobody is left who has not received but the first gifter.
    let closingDrawn = draw.drawNext(using: &generator)
    #expect(closingDrawn?.id == a.id)
    #expect(!draw.offersCancel)
    let closingCancelled = draw.cancel()
    #expect(closingCancelled == nil)
    #expect(draw.friends.count == 2)
    let closingConfirmed = draw.confirm()
    #expect(closingConfirmed)
    #expect(draw.friend(id: b.id)?.gifteeID == a.id)
    #expect(draw.friend(id: a.id)?.gifterID == b.id)
    #expect(draw.currentID == a.id)
    #expect(draw.giftCount == 0)
    #expect(!draw.canDraw)
    #expect(draw.status == .finished)
  }

  @Test func aPendingDrawIsNotRedrawn() throws {
    var generator = SplitMix64(seed: 5)
    var draw = GiftDraw(names: names(10), using: &generator)
    let pending = draw.drawNext(using: &generator)
    let drawn = try #require(pending)
    for _ in 0..<5 {
      let again = draw.drawNext(using: &generator)
      #expect(again == drawn)
    }
    #expect(draw.next == drawn)
  }

  @Test("G3: Cancel removes exactly the drawn person and keeps the giver")
  func cancelRemovesTheDrawnPerson() throws {
    var generator = SplitMix64(seed: 11)
    var draw = GiftDraw(names: names(5), using: &generator)
    // One OK first, so a link exists that must survive.
    draw.drawNext(using: &generator)
    draw.confirm()
    let giver = try #require(draw.current)
    let before = draw.friends
    let maybeDrawn = draw.drawNext(using: &generator)
    let drawn = try #require(maybeDrawn)
    #expect(draw.offersCancel)
    let removed = draw.cancel()
    #expect(removed == drawn)
    #expect(draw.friends == before.filter { $0.id != drawn.id })
    #expect(draw.currentID == giver.id)
    #expect(draw.next == nil)
    #expect(draw.giftCount == 3)
    // Nobody links to the absent friend.
    #expect(!draw.friends.contains { $0.gifterID == drawn.id || $0.gifteeID == drawn.id })
    // The next draw is for the same giver, and never the absent friend.
    let maybeAgain = draw.drawNext(using: &generator)
    let again = try #require(maybeAgain)
    #expect(again.id != drawn.id)
    #expect(draw.currentID == giver.id)
    draw.confirm()
    #expect(draw.friend(id: giver.id)?.gifteeID == again.id)
  }

  @Test("Cancels mixed with OKs still close one cycle", arguments: seeds)
  func cancelsKeepOneCycle(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var choices = SplitMix64(seed: ~seed)
    var draw = GiftDraw(names: names(30), using: &generator)
    var removed: Set<UUID> = []
    var steps = 0
    while draw.canDraw, steps < 100 {
      steps += 1
      guard let drawn = draw.drawNext(using: &generator) else { break }
      if draw.offersCancel, choices.next() % 4 == 0 {
        let cancelled = draw.cancel()
        #expect(cancelled == drawn)
        removed.insert(drawn.id)
      } else {
        draw.confirm()
      }
    }
    #expect(draw.giftCount == 0)
    #expect(draw.friends.count == 30 - removed.count)
    #expect(draw.friends.allSatisfy { !removed.contains($0.id) })
    if draw.friends.count >= 2 { expectOneCycle(draw) }
  }

  @Test func cancellingDownToOnePersonStopsTheDraw() throws {
    var generator = SplitMix64(seed: 8)
    var draw = GiftDraw(names: names(3), using: &generator)
    let first = try #require(draw.first)
    draw.drawNext(using: &generator)
    draw.cancel()
    draw.drawNext(using: &generator)
    draw.cancel()
    #expect(draw.friends == [first])
    #expect(!draw.canDraw)
    #expect(draw.status == .needTwo)
  }

  @Test func startingAgainForgetsTheLinks() {
    var generator = SplitMix64(seed: 4)
    var draw = GiftDraw(names: names(6), using: &generator)
    _ = runToEnd(&draw, using: &generator)
    draw.start(using: &generator)
    #expect(draw.giftCount == 6)
    #expect(draw.friends.allSatisfy { !$0.gaveGift && !$0.gotGift })
    #expect(draw.currentID == draw.firstID)
    #expect(draw.canDraw)
  }

  @Test func linksMustFitTogether() {
    let a = Friend(name: "A")
    let b = Friend(name: "B")
    #expect(throws: GiftDrawError.unknownID(b.id)) {
      try GiftDraw(friends: [a], currentID: b.id, firstID: a.id, nextID: nil)
    }
    #expect(throws: GiftDrawError.duplicateID) {
      try GiftDraw(friends: [a, a], currentID: a.id, firstID: a.id, nextID: nil)
    }
    #expect(throws: GiftDrawError.missingGifter) {
      try GiftDraw(friends: [a, b], currentID: nil, firstID: nil, nextID: nil)
    }
    var giver = a
    giver.gifteeID = b.id
    #expect(throws: GiftDrawError.brokenLink(a.id)) {
      try GiftDraw(friends: [giver, b], currentID: b.id, firstID: a.id, nextID: nil)
    }
    var receiver = b
    receiver.gifterID = a.id
    #expect(throws: Never.self) {
      try GiftDraw(friends: [giver, receiver], currentID: b.id, firstID: a.id, nextID: nil)
    }
  }

  @Test func aDrawSurvivesCoding() throws {
    var generator = SplitMix64(seed: 21)
    var draw = GiftDraw(names: names(7), using: &generator)
    for _ in 0..<3 {
      draw.drawNext(using: &generator)
      draw.confirm()
    }
    draw.drawNext(using: &generator)
    let decoded = try JSONDecoder().decode(GiftDraw.self, from: JSONEncoder().encode(draw))
    #expect(decoded == draw)
  }

  @Test func idsFromTheGeneratorAreVersion4() {
    var generator = SplitMix64(seed: 17)
    let draw = GiftDraw(names: names(20), using: &generator)
    #expect(Set(draw.friends.map(\.id)).count == 20)
    for friend in draw.friends {
      let text = friend.id.uuidString
      #expect(Array(text)[14] == "4")
      #expect("89AB".contains(Array(text)[19]))
    }
  }

  @Test func friendFlagsFollowTheLinks() {
    var friend = Friend(name: "Ivy")
    #expect(!friend.gaveGift && !friend.gotGift)
    friend.gifteeID = UUID()
    #expect(friend.gaveGift && !friend.gotGift)
    friend.gifterID = UUID()
    #expect(friend.gotGift)
  }
}
