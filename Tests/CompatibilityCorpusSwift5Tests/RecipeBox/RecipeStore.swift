import Combine
import Foundation

final class RecipeStore: ObservableObject {
  @Published var recipes: [Recipe] = [
    Recipe(name: "Beetroot soup", course: .starter, tags: [.vegan], minutes: 40),
    Recipe(name: "Chilli flatbread", course: .starter, tags: [.quick, .spicy], minutes: 15),
    Recipe(name: "Lentil curry", course: .main, tags: [.vegan, .spicy], minutes: 35),
    Recipe(name: "Herb omelette", course: .main, tags: [.quick], minutes: 10),
    Recipe(name: "Plum crumble", course: .dessert, tags: [], minutes: 50),
  ]
  @Published var searchText = ""
  @Published var tokens: [Tag] = []
  @Published var suggestedTokens: [Tag] = [.quick, .vegan, .spicy]

  func recipes(in course: Course) -> [Recipe] {
    recipes.filter { recipe in
      recipe.course == course
        && tokens.allSatisfy { recipe.tags.contains($0) }
        && (searchText.isEmpty || recipe.name.localizedCaseInsensitiveContains(searchText))
    }
  }
}
