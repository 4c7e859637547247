import Foundation

enum Habitat: String, CaseIterable, Identifiable {
  case wetland, woodland, coast

  var id: Self { self }

  var title: String { rawValue.capitalized }
}

struct Bird: Identifiable, Hashable {
  var id: String { name }
  let name: String
  let latinName: String
  let habitat: Habitat
  let symbol: String
  var sightings: Int
}
