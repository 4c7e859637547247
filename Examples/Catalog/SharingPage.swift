import Foundation
import Tessera

/// Sharing, placeholders, a timer and a search with scopes: the pieces of a feed screen.
struct SharingPage: View {
  @State private var isLoading = true
  @State private var started = Date()
  @State private var query = ""
  @State private var scope = "All"
  @State private var searched: [String] = []
  @State private var refreshes = 0
  private let recipes = [("Soup", "Winter"), ("Salad", "Summer"), ("Stew", "Winter")]

  private var found: [(String, String)] {
    recipes.filter {
      (scope == "All" || $0.1 == scope)
        && (query.isEmpty || $0.0.localizedCaseInsensitiveContains(query))
    }
  }

  var body: some View {
    List {
      Section("Share") {
        ShareLink(item: URL(string: "https://example.org/recipes/soup")!)
        ShareLink("Share a note", item: "Soup tonight at seven")
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
