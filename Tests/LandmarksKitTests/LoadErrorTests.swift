import Foundation
import Testing

@testable import LandmarksKit

@Suite("Loading errors")
struct LoadErrorTests {
  /// A resources directory holding the bundled files, with `landmarkData.json` edited.
  private func resources(editingLandmark index: Int, _ edit: (inout [String: Any]) -> Void)
    throws -> URL
  {
    let directory = try makeTemporaryDirectory()
    let bundled = LandmarksResources.directory
    try FileManager.default.copyItem(
      at: bundled.appendingPathComponent("hikeData.json"),
      to: directory.appendingPathComponent("hikeData.json"))
    let data = try Data(contentsOf: bundled.appendingPathComponent("landmarkData.json"))
    var rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    edit(&rows[index])
    try JSONSerialization.data(withJSONObject: rows)
      .write(to: directory.appendingPathComponent("landmarkData.json"))
    return directory
  }

  @Test func missingFileIsNotFound() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: LoadError.notFound(file: "landmarkData.json")) {
      try LoadError.load([Landmark].self, file: "landmarkData.json", in: directory)
    }
    #expect(
      LoadError.notFound(file: "landmarkData.json").description.contains("landmarkData.json"))
  }

  @Test func wrongTypeNamesElementAndKey() throws {
    let directory = try resources(editingLandmark: 3) { $0["coordinates"] = ["latitude": "north"] }
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try LoadError.load([Landmark].self, file: "landmarkData.json", in: directory)
      Issue.record("malformed data decoded")
    } catch {
      guard case .malformed(let file, let codingPath, let message) = error else {
        Issue.record("expected .malformed, got \(error)")
        return
      }
      #expect(file == "landmarkData.json")
      #expect(codingPath == "[3].coordinates.latitude")
      #expect(!message.isEmpty)
      #expect(error.description.contains("landmarkData.json"))
      #expect(error.description.contains("[3].coordinates.latitude"))
    }
  }

  @Test func missingKeyNamesElementAndKey() throws {
    let directory = try resources(editingLandmark: 5) { $0["name"] = nil }
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try LoadError.load([Landmark].self, file: "landmarkData.json", in: directory)
      Issue.record("malformed data decoded")
    } catch {
      guard case .malformed(_, let codingPath, let message) = error else {
        Issue.record("expected .malformed, got \(error)")
        return
      }
      #expect(codingPath == "[5].name")
      #expect(message.contains("name"))
    }
  }

  @Test func unknownCategoryNamesElementAndKey() throws {
    let directory = try resources(editingLandmark: 0) { $0["category"] = "Glaciers" }
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try LoadError.load([Landmark].self, file: "landmarkData.json", in: directory)
      Issue.record("malformed data decoded")
    } catch {
      guard case .malformed(_, let codingPath, _) = error else {
        Issue.record("expected .malformed, got \(error)")
        return
      }
      #expect(codingPath == "[0].category")
    }
  }

  @Test func invalidJSONIsMalformedAtTheTopLevel() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("[{\"id\": 1,".utf8).write(to: directory.appendingPathComponent("hikeData.json"))
    do {
      _ = try LoadError.load([Hike].self, file: "hikeData.json", in: directory)
      Issue.record("truncated JSON decoded")
    } catch {
      guard case .malformed(let file, let codingPath, _) = error else {
        Issue.record("expected .malformed, got \(error)")
        return
      }
      #expect(file == "hikeData.json")
      #expect(codingPath == "")
      #expect(error.description.contains("hikeData.json at the top level"))
    }
  }

  @Test func aDirectoryInPlaceOfTheFileIsUnreadable() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("landmarkData.json"), withIntermediateDirectories: true)
    do {
      _ = try LoadError.load([Landmark].self, file: "landmarkData.json", in: directory)
      Issue.record("a directory decoded")
    } catch {
      guard case .unreadable(let file, _) = error else {
        Issue.record("expected .unreadable, got \(error)")
        return
      }
      #expect(file == "landmarkData.json")
    }
  }

  @MainActor @Test func modelDataWithoutResourcesReportsInsteadOfCrashing() {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("LandmarksKitTests-missing-\(UUID().uuidString)")
    let model = ModelData(resources: missing, store: nil)
    #expect(model.loadError == .notFound(file: "landmarkData.json"))
    #expect(model.landmarks.isEmpty)
    #expect(model.hikes.isEmpty)
    #expect(model.features.isEmpty)
    #expect(model.categories.isEmpty)
  }

  @MainActor @Test func modelDataWithMalformedLandmarksReportsThePath() throws {
    let directory = try resources(editingLandmark: 3) { $0["coordinates"] = ["latitude": "north"] }
    defer { try? FileManager.default.removeItem(at: directory) }
    let model = ModelData(resources: directory, store: nil)
    guard case .malformed(let file, let codingPath, _) = model.loadError else {
      Issue.record("expected .malformed, got \(String(describing: model.loadError))")
      return
    }
    #expect(file == "landmarkData.json")
    #expect(codingPath == "[3].coordinates.latitude")
  }

  @MainActor @Test func modelDataWithMissingHikesNamesThatFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: LandmarksResources.directory.appendingPathComponent("landmarkData.json"),
      to: directory.appendingPathComponent("landmarkData.json"))
    let model = ModelData(resources: directory, store: nil)
    #expect(model.loadError == .notFound(file: "hikeData.json"))
    #expect(model.loadError?.description.contains("hikeData.json") == true)
  }

  @MainActor @Test func aLoadErrorNeverOverwritesTheSavedState() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LandmarksStore(directory: directory.appendingPathComponent("state"))
    let saved = LandmarksStore.State(
      favoriteIDs: [1002],
      profile: Profile(username: "kept", goalDate: Date(timeIntervalSince1970: 0)))
    try store.save(saved)
    let model = ModelData(resources: directory.appendingPathComponent("nowhere"), store: store)
    #expect(model.loadError != nil)
    model.profile.username = "changed"
    #expect(store.load() == .loaded(saved))
  }
}
