import Tessera

struct RecipeBoxApp: App {
  @StateObject private var store = RecipeStore()

  var body: some Scene {
    WindowGroup {
      NavigationView {
        RecipeList()
        Text("Choose a recipe")
          .foregroundColor(.secondary)
      }
      .environmentObject(store)
    }
  }
}
