import Foundation
import Tessera

/// A mood board in the style of an iOS 18 teaching app: an environment entry declared with
/// `@Entry`, tabs in a `TabSection`, a feed that scrolls to a mood through a
/// `ScrollPosition`, colour gradients, and undo through the window's undo manager.
struct Mood: Identifiable, Hashable {
  let id: Int
  var name: String
  var color: Color
}

struct BoardStyle {
  var cornerRadius: CGFloat = 12
  var showsNames = true
}

extension EnvironmentValues {
  @Entry var boardStyle = BoardStyle()
  @Entry var highlightedMood: Int?
}

@Observable
@MainActor
final class MoodStore {
  var moods: [Mood] = (0..<60).map { index in
    let colors: [Color] = [.orange, .teal, .indigo, .pink]
    return Mood(id: index, name: "Mood \(index)", color: colors[index % colors.count])
  }
  var favorites: Set<Int> = []

  func toggleFavorite(_ mood: Mood, undoManager: UndoManager?) {
    let wasFavorite = favorites.contains(mood.id)
    if wasFavorite { favorites.remove(mood.id) } else { favorites.insert(mood.id) }
    undoManager?.registerUndo(withTarget: self) { store in
      if wasFavorite { store.favorites.insert(mood.id) } else { store.favorites.remove(mood.id) }
    }
    undoManager?.setActionName(wasFavorite ? "Unfavorite" : "Favorite")
  }
}
