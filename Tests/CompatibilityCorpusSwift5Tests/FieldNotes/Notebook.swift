import Combine
import Foundation

struct Note: Identifiable {
  let id = UUID()
  var title: String
  var isPinned = false
  var children: [Note]?
}

final class Notebook: ObservableObject {
  @Published var notes: [Note] = [
    Note(
      title: "Birds",
      children: [
        Note(title: "Heron at the weir", isPinned: true),
        Note(title: "Two kestrels"),
      ]),
    Note(title: "Plants", children: [Note(title: "Wild garlic")]),
    Note(title: "Weather"),
  ]

  @Published var flat: [Note] = [
    Note(title: "Pinned: tide times", isPinned: true),
    Note(title: "Borrowed binoculars"),
    Note(title: "Moth trap"),
  ]

  func delete(at offsets: IndexSet) {
    flat.remove(atOffsets: offsets)
  }
}
