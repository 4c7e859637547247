import Tessera

struct MoodBoardApp: View {
  @State private var store = MoodStore()
  @State private var tab = 0

  var body: some View {
    TabView(selection: $tab) {
      Tab("Feed", systemImage: "square.grid.2x2", value: 0) {
        MoodFeed()
      }
      TabSection("Collections") {
        Tab("Favorites", systemImage: "heart", value: 1) {
          FavoritesView()
        }
      }
    }
    .environment(store)
    .environment(\.boardStyle, BoardStyle(cornerRadius: 8, showsNames: true))
  }
}

struct MoodFeed: View {
  @Environment(MoodStore.self) private var store
  @Environment(\.undoManager) private var undoManager
  @State private var position = ScrollPosition(idType: Int.self)
  @State private var topMood = 0

  var body: some View {
    VStack {
      HStack {
        Button("Jump to 20") { position.scrollTo(id: 20, anchor: .top) }
        Button("Undo") { undoManager?.undo() }
          .disabled(!(undoManager?.canUndo ?? false))
        Text("Top: \(topMood)")
      }
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(store.moods) { mood in
            MoodCard(mood: mood, isFavorite: store.favorites.contains(mood.id)) {
              store.toggleFavorite(mood, undoManager: undoManager)
            }
            .id(mood.id)
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition($position)
      .onScrollGeometryChange(for: Int.self) { geometry in
        Int(geometry.contentOffset.y / 16)
      } action: { _, row in
        topMood = row
      }
    }
  }
}

struct MoodCard: View {
  let mood: Mood
  let isFavorite: Bool
  let toggle: () -> Void
  @Environment(\.boardStyle) private var style

  var body: some View {
    HStack {
      if style.showsNames { Text(mood.name) }
      Spacer()
      Button(isFavorite ? "Unfavorite \(mood.name)" : "Favorite \(mood.name)", action: toggle)
        .labelStyle(.iconOnly)
    }
    .background(mood.color.gradient, in: .rect(cornerRadius: style.cornerRadius))
  }
}

struct FavoritesView: View {
  @Environment(MoodStore.self) private var store

  var body: some View {
    if store.favorites.isEmpty {
      ContentUnavailableView("No Favorites", systemImage: "heart")
    } else {
      List(store.moods.filter { store.favorites.contains($0.id) }) { mood in
        Text(mood.name)
          .listRowBackground(
            MeshGradient(
              width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
              colors: [mood.color, .white, .white, mood.color]))
      }
    }
  }
}
