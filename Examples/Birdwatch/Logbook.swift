import Foundation
import Observation

@Observable
final class Logbook {
  var birds: [Bird] = [
    Bird(
      name: "Grey Heron", latinName: "Ardea cinerea", habitat: .wetland, symbol: "bird",
      sightings: 3),
    Bird(
      name: "Little Grebe", latinName: "Tachybaptus ruficollis", habitat: .wetland, symbol: "drop",
      sightings: 1),
    Bird(
      name: "Reed Warbler", latinName: "Acrocephalus scirpaceus", habitat: .wetland,
      symbol: "music.note", sightings: 0),
    Bird(
      name: "Kingfisher", latinName: "Alcedo atthis", habitat: .wetland, symbol: "fish",
      sightings: 2),
    Bird(
      name: "Nuthatch", latinName: "Sitta europaea", habitat: .woodland, symbol: "leaf",
      sightings: 4),
    Bird(
      name: "Treecreeper", latinName: "Certhia familiaris", habitat: .woodland, symbol: "tree",
      sightings: 0),
    Bird(
      name: "Jay", latinName: "Garrulus glandarius", habitat: .woodland, symbol: "bird.fill",
      sightings: 5),
    Bird(
      name: "Woodpecker", latinName: "Dendrocopos major", habitat: .woodland, symbol: "hammer",
      sightings: 1),
    Bird(
      name: "Oystercatcher", latinName: "Haematopus ostralegus", habitat: .coast,
      symbol: "water.waves", sightings: 6),
    Bird(
      name: "Turnstone", latinName: "Arenaria interpres", habitat: .coast,
      symbol: "circle.grid.2x2", sightings: 2),
    Bird(
      name: "Fulmar", latinName: "Fulmarus glacialis", habitat: .coast, symbol: "wind", sightings: 0
    ),
    Bird(
      name: "Gannet", latinName: "Morus bassanus", habitat: .coast, symbol: "arrow.down",
      sightings: 1),
  ]
  var favourites: Set<Bird.ID> = []

  func birds(in habitat: Habitat, matching query: String) -> [Bird] {
    birds.filter { bird in
      bird.habitat == habitat
        && (query.isEmpty || bird.name.localizedCaseInsensitiveContains(query))
    }
  }

  func isFavourite(_ bird: Bird) -> Bool { favourites.contains(bird.id) }

  func toggleFavourite(_ bird: Bird) {
    if favourites.contains(bird.id) {
      favourites.remove(bird.id)
    } else {
      favourites.insert(bird.id)
    }
  }
}
