import Tessera

struct RecipeList: View {
  @EnvironmentObject var store: RecipeStore

  var body: some View {
    List {
      ForEach(Course.allCases, id: \.self) { course in
        Section(course.rawValue) {
          ForEach(store.recipes(in: course)) { recipe in
            NavigationLink {
              RecipeDetail(recipe: recipe)
            } label: {
              VStack(alignment: .leading) {
                Text(recipe.name)
                Text("\(recipe.minutes) min")
                  .font(.caption)
                  .foregroundColor(.secondary)
              }
            }
          }
        }
      }
    }
    .navigationTitle("Recipes")
    .searchable(
      text: $store.searchText, tokens: $store.tokens, suggestedTokens: $store.suggestedTokens,
      prompt: "Search recipes"
    ) { tag in
      Text("#\(tag.name)")
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe

  var body: some View {
    VStack(spacing: 8) {
      Text(recipe.name)
        .font(.title)
      Text("Ready in \(recipe.minutes) minutes")
      if !recipe.tags.isEmpty {
        Text(recipe.tags.map { "#\($0.name)" }.joined(separator: " "))
          .foregroundColor(.secondary)
      }
    }
  }
}

struct RecipeList_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView {
      RecipeList()
    }
    .environmentObject(RecipeStore())
  }
}
