import Foundation
import Tessera

/// A habit tracker in the style of an iOS 18 teaching app: an `@Observable` store passed
/// through the environment, `Tab`s, a paged welcome, custom label and group box styles,
/// a preference that lines labels up, and search suggestions.
struct Habit: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var symbol: String
  var streak: Int
}

@Observable
final class HabitStore {
  var habits: [Habit] = [
    Habit(name: "Read", symbol: "book", streak: 4),
    Habit(name: "Run", symbol: "figure.run", streak: 12),
    Habit(name: "Stretch", symbol: "figure.walk", streak: 0),
  ]
  var hasSeenWelcome = false

  func add(_ name: String) {
    habits.append(Habit(name: name, symbol: "star", streak: 0))
  }

  func checkIn(_ habit: Habit) {
    guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
    habits[index].streak += 1
  }
}

enum HabitTab: Hashable {
  case today, all
}
