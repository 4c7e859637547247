import Foundation

struct Recipe: Identifiable, Hashable {
  var id = UUID()
  var name: String
  var course: Course
  var tags: [Tag]
  var minutes: Int
}

enum Course: String, CaseIterable {
  case starter = "Starters"
  case main = "Mains"
  case dessert = "Desserts"
}

struct Tag: Identifiable, Hashable {
  var name: String
  var id: String { name }

  static let quick = Tag(name: "quick")
  static let vegan = Tag(name: "vegan")
  static let spicy = Tag(name: "spicy")
}
