import Foundation
import Testing

@testable import LandmarksKit

@Suite("Bundled data")
struct BundledDataTests {
  let resources = LandmarksResources.directory

  @Test func landmarksDecode() throws {
    let landmarks = try LoadError.load([Landmark].self, file: "landmarkData.json", in: resources)
    #expect(landmarks.count == 12)
    #expect(Set(landmarks.map(\.id)).count == 12)
    for category in Landmark.Category.allCases {
      #expect(landmarks.filter { $0.category == category }.count == 4, "\(category)")
    }
    let featured = landmarks.filter(\.isFeatured)
    #expect(featured.count == 3)
    #expect(Set(featured.map(\.category)) == Set(Landmark.Category.allCases))
    #expect((2...6).contains(landmarks.filter(\.isFavorite).count))
    #expect(landmarks.allSatisfy { !$0.description.isEmpty && !$0.park.isEmpty })
  }

  @Test func hikesDecode() throws {
    let hikes = try LoadError.load([Hike].self, file: "hikeData.json", in: resources)
    #expect(hikes.count == 4)
    #expect(Set(hikes.map(\.id)).count == 4)
    for hike in hikes {
      #expect(hike.observations.count == 12, "\(hike.name)")
      let distances = hike.observations.map(\.distanceFromStart)
      #expect(distances == distances.sorted(), "\(hike.name)")
      #expect(distances.first == 0)
      #expect(abs((distances.last ?? 0) - hike.distance) < 0.01, "\(hike.name)")
      for observation in hike.observations {
        // Non-empty ranges, so every capsule of the graph has a height.
        #expect(!observation.elevation.isEmpty && !observation.pace.isEmpty)
        #expect(!observation.heartRate.isEmpty)
        #expect((50...180).contains(observation.heartRate.lowerBound))
        #expect(observation.heartRate.upperBound < 200)
        #expect((6...25).contains(observation.pace.lowerBound))
        #expect((0...7000).contains(observation.elevation.lowerBound))
      }
    }
  }

  @Test func rangesAreEncodedAsLowerUpperPairs() throws {
    let json = """
      {"distanceFromStart": 1.5, "elevation": [10, 12.5], "pace": [11, 12],
       "heartRate": [100, 110]}
      """
    let observation = try JSONDecoder().decode(Hike.Observation.self, from: Data(json.utf8))
    #expect(observation.elevation == 10..<12.5)
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(observation))
    #expect((encoded as? [String: Any])?["pace"] as? [Double] == [11, 12])
  }

  @Test(arguments: [(4.5, "4.5 km"), (12.0, "12.0 km"), (6.44, "6.4 km"), (0.96, "1.0 km")])
  func distanceText(distance: Double, expected: String) {
    let hike = Hike(id: 1, name: "Test", distance: distance, difficulty: 1, observations: [])
    #expect(hike.distanceText == expected)
  }

  @Test func everyLandmarkHasItsPictures() throws {
    let landmarks = try LoadError.load([Landmark].self, file: "landmarkData.json", in: resources)
    for landmark in landmarks {
      let square = try pngSize(resources.appendingPathComponent(landmark.imageName + ".png"))
      #expect(square.width == square.height && square.width > 0, "\(landmark.imageName)")
      if let feature = landmark.featureImageName {
        let wide = try pngSize(resources.appendingPathComponent(feature + ".png"))
        #expect(wide.width * 2 == wide.height * 3, "\(feature)")
      } else {
        #expect(landmark.featureImageName == nil)
      }
    }
  }

  @MainActor @Test func modelDataGroupsTheBundledData() {
    let model = ModelData(resources: resources, store: nil)
    #expect(model.loadError == nil)
    #expect(model.landmarks.count == 12)
    #expect(model.hikes.count == 4)
    #expect(model.features.map(\.id) == model.landmarks.filter(\.isFeatured).map(\.id))
    #expect(model.features.map(\.category) == [.lakes, .rivers, .mountains])
    #expect(model.categories.keys.sorted() == ["Lakes", "Mountains", "Rivers"])
    for (name, items) in model.categories {
      #expect(items.count == 4)
      #expect(items.allSatisfy { $0.category.rawValue == name })
      // Grouping keeps data order within each category.
      let order = model.landmarks.filter { $0.category.rawValue == name }.map(\.id)
      #expect(items.map(\.id) == order)
    }
  }

  /// Width and height from a PNG's IHDR chunk, after checking the signature.
  private func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: url))
    try #require(bytes.count > 24)
    try #require(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    try #require(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }
}
