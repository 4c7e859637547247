import Tessera

struct PantryApp: App {
  @StateObject private var store = PantryStore()

  var body: some Scene {
    WindowGroup {
      PantryList()
        .environmentObject(store)
    }
  }
}
