import Foundation
import Testing

@testable import LandmarksKit

@Suite("Persistence")
struct LandmarksStoreTests {
  /// A whole second: the file keeps dates to the second (ISO 8601).
  private let goal = Date(timeIntervalSince1970: 1_767_225_600)

  private var sample: LandmarksStore.State {
    LandmarksStore.State(
      favoriteIDs: [1003, 1009],
      profile: Profile(
        username: "ridgewalker", prefersNotifications: false, seasonalPhoto: .autumn,
        goalDate: goal))
  }

  @Test func roundTrip() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    #expect(store.load() == .empty)
    try store.save(sample)
    #expect(store.load() == .loaded(sample))
    #expect(LandmarksStore(directory: directory).load() == .loaded(sample))
    var changed = sample
    changed.favoriteIDs = []
    changed.profile.seasonalPhoto = .spring
    try store.save(changed)
    #expect(store.load() == .loaded(changed))
    #expect(try fileNames(in: directory) == ["state.json"])
  }

  @Test func goalDateKeepsItsSecond() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    var state = sample
    state.profile.goalDate = Date(timeIntervalSince1970: 1_767_225_600.75)
    try store.save(state)
    guard case .loaded(let loaded) = store.load() else {
      Issue.record("not loaded")
      return
    }
    #expect(abs(loaded.profile.goalDate.timeIntervalSince(state.profile.goalDate)) < 1)
  }

  @Test func missingDirectoryIsCreated() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = root.appendingPathComponent("a/b/landmarks")
    let store = LandmarksStore(directory: directory)
    #expect(store.load() == .empty)
    try store.save(sample)
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json").path))
    #expect(store.load() == .loaded(sample))
  }

  @Test func corruptFileIsMovedAsideAndReported() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    let garbage = "{\"favoriteIDs\": [1, 2"
    try Data(garbage.utf8).write(to: store.fileURL)
    guard case .corrupt(let movedTo, let message) = store.load() else {
      Issue.record("a corrupt file was not reported")
      return
    }
    #expect(!message.isEmpty)
    #expect(movedTo.lastPathComponent.hasPrefix("state.json.corrupt-"))
    #expect(try text(at: movedTo) == garbage)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    let aside = try fileNames(in: directory).filter { $0.hasPrefix("state.json.corrupt-") }
    #expect(aside == [movedTo.lastPathComponent])
    // Nothing is left to read, and a new save leaves the set-aside copy alone.
    #expect(store.load() == .empty)
    try store.save(sample)
    #expect(try text(at: movedTo) == garbage)
  }

  @Test func validJSONOfTheWrongShapeIsCorruptToo() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try Data("{\"favoriteIDs\": \"all\"}".utf8).write(to: store.fileURL)
    guard case .corrupt = store.load() else {
      Issue.record("a file of the wrong shape was not reported")
      return
    }
  }

  @Test func twoCorruptFilesInOneSecondAreBothKept() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    var moved: [URL] = []
    for garbage in ["first garbage", "second garbage"] {
      try Data(garbage.utf8).write(to: store.fileURL)
      guard case .corrupt(let movedTo, _) = store.load() else {
        Issue.record("not reported")
        return
      }
      moved.append(movedTo)
      #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }
    #expect(moved[0] != moved[1])
    #expect(try moved.map(text(at:)) == ["first garbage", "second garbage"])
  }

  @Test func interruptedSaveLosesNothing() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try store.save(sample)
    // A save killed between writing its temporary file and renaming it leaves this behind.
    let leftover = directory.appendingPathComponent(".state.json.\(UUID().uuidString).tmp")
    try Data("{\"favoriteIDs\": [10".utf8).write(to: leftover)
    #expect(store.load() == .loaded(sample))
    #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
    // The next save still replaces the state as a whole.
    var next = sample
    next.favoriteIDs = [1001]
    try store.save(next)
    #expect(store.load() == .loaded(next))
  }

  @Test func saveWritesATemporaryFileThenRenames() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try store.save(sample)
    try store.save(sample)
    // No temporary files remain after successful saves.
    #expect(try fileNames(in: directory) == ["state.json"])
  }

  @Test func saveIntoAFileInsteadOfADirectoryThrows() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("landmarks")
    try Data("not a directory".utf8).write(to: blocker)
    #expect(throws: (any Error).self) { try LandmarksStore(directory: blocker).save(sample) }
    #expect(try text(at: blocker) == "not a directory")
  }

  @Test func standardDirectoryFollowsXDG() {
    let xdg = LandmarksStore.standard(environment: ["XDG_DATA_HOME": "/data/u", "HOME": "/home/u"])
    #expect(xdg.directory.path == "/data/u/landmarks")
    #expect(xdg.fileURL.path == "/data/u/landmarks/state.json")
    let home = LandmarksStore.standard(environment: ["HOME": "/home/u"])
    #expect(home.directory.path == "/home/u/.local/share/landmarks")
    let empty = LandmarksStore.standard(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"])
    #expect(empty.directory.path == "/home/u/.local/share/landmarks")
    // The XDG spec says a relative path is invalid and must be ignored.
    let relative = LandmarksStore.standard(
      environment: ["XDG_DATA_HOME": "data", "HOME": "/home/u"])
    #expect(relative.directory.path == "/home/u/.local/share/landmarks")
  }
}

@Suite("Persistence through ModelData")
@MainActor
struct ModelDataPersistenceTests {
  @Test func togglingAFavoriteSavesAtOnceAndRestores() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory.appendingPathComponent("landmarks"))
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    #expect(model.storeWarning == nil)
    // Starting up writes nothing.
    #expect(store.load() == .empty)
    let index = try #require(model.landmarks.firstIndex { !$0.isFavorite })
    let id = model.landmarks[index].id
    model.landmarks[index].isFavorite.toggle()
    guard case .loaded(let saved) = store.load() else {
      Issue.record("the toggle was not saved")
      return
    }
    #expect(saved.favoriteIDs.contains(id))
    #expect(saved.favoriteIDs == model.landmarks.filter(\.isFavorite).map(\.id))

    let restarted = ModelData(resources: LandmarksResources.directory, store: store)
    #expect(restarted.landmarks.first { $0.id == id }?.isFavorite == true)
    #expect(restarted.landmarks.map(\.isFavorite) == model.landmarks.map(\.isFavorite))
  }

  @Test func unfavoritingIsRestoredToo() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    let index = try #require(model.landmarks.firstIndex { $0.isFavorite })
    let id = model.landmarks[index].id
    model.landmarks[index].isFavorite = false
    let restarted = ModelData(resources: LandmarksResources.directory, store: store)
    #expect(restarted.landmarks.first { $0.id == id }?.isFavorite == false)
  }

  @Test func profileIsSavedAndRestored() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    var profile = model.profile
    profile.username = "summit.seeker"
    profile.prefersNotifications = false
    profile.seasonalPhoto = .summer
    profile.goalDate = Date(timeIntervalSince1970: 1_800_000_000)
    model.profile = profile
    let restarted = ModelData(resources: LandmarksResources.directory, store: store)
    #expect(restarted.profile == profile)
  }

  @Test func corruptSaveIsReportedAndSetAside() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory)
    try Data("garbage".utf8).write(to: store.fileURL)
    let model = ModelData(resources: LandmarksResources.directory, store: store)
    let warning = try #require(model.storeWarning)
    let aside = try fileNames(in: directory).filter { $0.hasPrefix("state.json.corrupt-") }
    #expect(aside.count == 1)
    #expect(warning.contains(aside.first ?? "?"))
    // The bundled favourites stand; a change saves a new file beside the old one.
    #expect(model.landmarks.filter(\.isFavorite).count == 4)
    model.profile.username = "fresh"
    #expect(try text(at: directory.appendingPathComponent(aside[0])) == "garbage")
    guard case .loaded(let saved) = store.load() else {
      Issue.record("the change was not saved")
      return
    }
    #expect(saved.profile.username == "fresh")
  }

  @Test func aFailedSaveIsReportedNotFatal() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("landmarks")
    try Data("not a directory".utf8).write(to: blocker)
    let model = ModelData(
      resources: LandmarksResources.directory, store: LandmarksStore(directory: blocker))
    #expect(model.storeWarning == nil)
    model.profile.username = "unsaved"
    #expect(model.storeWarning != nil)
    #expect(model.profile.username == "unsaved")
  }

  @Test func withoutAStoreNothingIsWritten() {
    let model = ModelData(resources: LandmarksResources.directory, store: nil)
    model.landmarks[0].isFavorite.toggle()
    model.profile.username = "nobody"
    #expect(model.storeWarning == nil)
  }
}
