import Tessera

@Observable
final class HikeRouter {
  var path = NavigationPath()

  func show(_ hike: Hike) {
    path.append(hike)
  }

  func popToRoot() {
    path.removeLast(path.count)
  }

  func save() -> Data? {
    guard let representation = path.codable else { return nil }
    return try? JSONEncoder().encode(representation)
  }

  func restore(from data: Data) {
    if let representation = try? JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: data)
    {
      path = NavigationPath(representation)
    }
  }
}
