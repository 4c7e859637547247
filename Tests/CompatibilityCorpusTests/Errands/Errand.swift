import Foundation
import Tessera

/// An errands list in the style of an iOS 17 teaching app: an `@Observable` store loaded
/// with placeholders shown redacted, search with scopes and an empty state, a sheet with
/// a form, share links, and the system colours of UIKit.
struct Errand: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var place: String
  var isDone = false
}

enum ErrandScope: String, CaseIterable, Identifiable {
  case all = "All"
  case open = "Open"
  case done = "Done"

  var id: Self { self }
}

@MainActor @Observable
final class ErrandStore {
  var errands: [Errand] = []
  var isLoading = true

  /// What the list shows while the errands load: rows of the right shape, redacted.
  static let placeholders = [
    Errand(title: "Placeholder errand", place: "Somewhere"),
    Errand(title: "Another errand", place: "Elsewhere"),
  ]

  func load() async {
    await Task.yield()
    errands = [
      Errand(title: "Post the parcel", place: "Post office"),
      Errand(title: "Buy bread", place: "Bakery"),
      Errand(title: "Return library books", place: "Library", isDone: true),
    ]
    isLoading = false
  }

  func add(_ title: String, at place: String) {
    errands.append(Errand(title: title, place: place))
  }

  func matching(_ query: String, in scope: ErrandScope) -> [Errand] {
    errands.filter { errand in
      let inScope =
        switch scope {
        case .all: true
        case .open: !errand.isDone
        case .done: errand.isDone
        }
      return inScope && (query.isEmpty || errand.title.localizedCaseInsensitiveContains(query))
    }
  }
}
