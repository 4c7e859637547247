import Foundation
import Testing

@testable import GiftExchangeKit

@Suite("Saving the draw")
struct DrawStoreTests {
  private func state(seed: UInt64, confirmed: Int) -> DrawStore.State {
    var generator = SplitMix64(seed: seed)
    var draw = GiftDraw(names: names(6), using: &generator)
    for _ in 0..<confirmed {
      draw.drawNext(using: &generator)
      draw.confirm()
    }
    return DrawStore.State(roster: names(6), draw: draw, usesSampleData: false)
  }

  @Test func roundTrip() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    #expect(store.load() == .empty)
    let saved = state(seed: 1, confirmed: 3)
    try store.save(saved)
    #expect(store.load() == .loaded(saved))
    #expect(DrawStore(directory: directory).load() == .loaded(saved))
    let later = state(seed: 1, confirmed: 6)
    try store.save(later)
    #expect(store.load() == .loaded(later))
    // Written through a temporary file that is renamed: nothing else is left behind.
    #expect(try fileNames(in: directory) == ["draw.json"])
  }

  @Test func missingDirectoryIsCreated() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let store = DrawStore(directory: root.appendingPathComponent("a/b/gift-exchange"))
    try store.save(state(seed: 2, confirmed: 0))
    #expect(store.load() == .loaded(state(seed: 2, confirmed: 0)))
  }

  @Test func corruptFileIsMovedAsideAndReported() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    let garbage = #"{"roster": ["A", "#
    try Data(garbage.utf8).write(to: store.fileURL)
    guard case .corrupt(let movedTo, let message) = store.load() else {
      Issue.record("a corrupt file was not reported")
      return
    }
    #expect(!message.isEmpty)
    #expect(movedTo.lastPathComponent.hasPrefix("draw.json.corrupt-"))
    #expect(try text(at: movedTo) == garbage)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    #expect(store.load() == .empty)
    try store.save(state(seed: 3, confirmed: 1))
    #expect(try text(at: movedTo) == garbage)
  }

  @Test func linksThatDoNotFitAreCorruptToo() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    try store.save(state(seed: 4, confirmed: 2))
    // Point the current gifter at someone who is not in the draw.
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
    var draw = try #require(json["draw"] as? [String: Any])
    draw["currentID"] = UUID().uuidString
    json["draw"] = draw
    try JSONSerialization.data(withJSONObject: json).write(to: store.fileURL)
    guard case .corrupt(_, let message) = store.load() else {
      Issue.record("a draw with a dangling id was accepted")
      return
    }
    #expect(message.contains("not among the friends"))
  }

  @Test func interruptedSaveLosesNothing() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DrawStore(directory: directory)
    let saved = state(seed: 5, confirmed: 2)
    try store.save(saved)
    let leftover = directory.appendingPathComponent(".draw.json.\(UUID().uuidString).tmp")
    try Data(#"{"roster": ["#.utf8).write(to: leftover)
    #expect(store.load() == .loaded(saved))
  }

  @Test func saveIntoAFileInsteadOfADirectoryThrows() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("gift-exchange")
    try Data("not a directory".utf8).write(to: blocker)
    #expect(throws: (any Error).self) {
      try DrawStore(directory: blocker).save(state(seed: 6, confirmed: 0))
    }
    #expect(try text(at: blocker) == "not a directory")
  }

  @Test func standardDirectoryFollowsXDG() {
    let xdg = DrawStore.standard(environment: ["XDG_DATA_HOME": "/data/u", "HOME": "/home/u"])
    #expect(xdg.fileURL.path == "/data/u/gift-exchange/draw.json")
    let home = DrawStore.standard(environment: ["HOME": "/home/u"])
    #expect(home.directory.path == "/home/u/.local/share/gift-exchange")
    let relative = DrawStore.standard(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/u"])
    #expect(relative.directory.path == "/home/u/.local/share/gift-exchange")
  }
}
