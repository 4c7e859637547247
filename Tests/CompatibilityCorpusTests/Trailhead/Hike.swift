import Foundation

struct Hike: Identifiable, Hashable, Codable {
  var id: Int
  var name: String
  var distance: Double
  var stops: [String]

  static let samples: [Hike] = [
    Hike(id: 1, name: "Fern Gully Loop", distance: 4.2, stops: ["Mossy Bridge", "Fern Falls"]),
    Hike(id: 2, name: "Lookout Ridge", distance: 7.9, stops: ["Pine Saddle", "Summit Cairn"]),
    Hike(id: 3, name: "Lakeshore Path", distance: 2.5, stops: ["Boat Launch"]),
  ]
}

struct Stop: Hashable, Codable {
  var hikeID: Int
  var name: String
}
