import Foundation
import Tessera

/// Sharing, placeholders, a timer and a search with scopes: the pieces of a feed screen.
struct SharingPage: View {
  @State private var isLoading = true
  @State private var started = Date()
  @State private var query = ""
  @State private var scope = "All"
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
      }
      Section("Recipes") {
        ForEach(found, id: \.0) { recipe in
          LabeledContent(recipe.0, value: recipe.1)
        }
        if found.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
    }
    .searchable(text: $query, prompt: "Find a recipe")
    .searchScopes($scope) {
      Text("All").tag("All")
      Text("Winter").tag("Winter")
      Text("Summer").tag("Summer")
    }
    .navigationTitle("Sharing")
    .onAppear { started = Date() }
  }
}
