import Foundation
import Tessera

/// Sharing, a card saved as a picture, placeholders, a timer and a search with scopes:
/// the pieces of a feed screen.
struct SharingPage: View {
  @State private var isLoading = true
  @State private var started = Date()
  @State private var query = ""
  @State private var scope = "All"
  @State private var searched: [String] = []
  @State private var refreshes = 0
  @State private var savedPicture: String?
  private let recipes = [("Soup", "Winter"), ("Salad", "Summer"), ("Stew", "Winter")]

  private var found: [(String, String)] {
    recipes.filter {
      (scope == "All" || $0.1 == scope)
        && (query.isEmpty || $0.0.localizedCaseInsensitiveContains(query))
    }
  }

  /// Draws a recipe card with `ImageRenderer` and writes it to the temporary folder.
  private func saveCard() {
    let card = VStack(alignment: .leading) {
      Text("Tomato soup").bold()
      Text("Winter, 20 minutes")
    }
    .padding(8)
    .border(Color.orange)
    let renderer = ImageRenderer(content: card)
    renderer.scale = 2
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("soup-card.png")
    guard let png = renderer.pngData, let size = renderer.pixelSize else {
      savedPicture = "The card has no size to draw."
      return
    }
    do {
      try png.write(to: url, options: .atomic)
      savedPicture = "Saved \(Int(size.width))×\(Int(size.height)) px to \(url.path)"
    } catch {
      savedPicture = "Could not save the card: \(error.localizedDescription)"
    }
  }

  var body: some View {
    List {
      Section("Share") {
        ShareLink(item: URL(string: "https://example.org/recipes/soup")!)
        ShareLink("Share a note", item: "Soup tonight at seven")
        Button("Save the soup card as PNG", systemImage: "photo") { saveCard() }
        if let savedPicture { Text(savedPicture).font(.caption) }
      }
      Section("Placeholder") {
        Toggle("Loading", isOn: $isLoading)
        VStack(alignment: .leading) {
          Text("Tomato soup")
          Text("Ready in 20 minutes").font(.caption)
        }
        .redacted(reason: isLoading ? .placeholder : [])
      }
      Section("Timer") {
        ProgressView(timerInterval: started...started.addingTimeInterval(120)) {
          Text("Simmering")
        }
        HStack {
          Text("On the stove for")
          Text(started, style: .timer)
        }
        KettleTimer()
      }
      Section("Recipes") {
        ForEach(found, id: \.0) { recipe in
          LabeledContent(recipe.0, value: recipe.1)
        }
        if found.isEmpty {
          ContentUnavailableView.search(text: query)
        }
        if !searched.isEmpty {
          Text("Searched for \(searched.formatted(.list(type: .and)))").font(.caption)
        }
      }
      Section("Refresh") {
        // F5 or Ctrl-R in a terminal, F5 in a GTK window, pulling the list on an iPhone.
        Text("Refreshed \(refreshes) times")
      }
    }
    .searchable(text: $query, prompt: "Find a recipe")
    .searchSuggestions {
      if query.isEmpty {
        Text("Soup").searchCompletion("Soup")
        Text("Stew").searchCompletion("Stew")
      }
    }
    .onSubmit(of: .search) { searched.append(query) }
    .refreshable {
      // A real refresh waits on the network; the progress shows meanwhile.
      try? await Task.sleep(for: .seconds(1))
      refreshes += 1
    }
    .searchScopes($scope) {
      Text("All").tag("All")
      Text("Winter").tag("Winter")
      Text("Summer").tag("Summer")
    }
    .navigationTitle("Sharing")
    .onAppear { started = Date() }
  }
}

/// A countdown on Foundation's `Timer.scheduledTimer`, which fires on the main run loop
/// (not the main queue), as many apps count down.
struct KettleTimer: View {
  @State private var secondsLeft = 3

  var body: some View {
    Text(secondsLeft > 0 ? "Kettle boils in \(secondsLeft) s" : "The kettle has boiled")
      .onAppear {
        secondsLeft = 3
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
          let isDone = MainActor.assumeIsolated {
            secondsLeft -= 1
            return secondsLeft <= 0
          }
          if isDone { timer.invalidate() }
        }
      }
  }
}
