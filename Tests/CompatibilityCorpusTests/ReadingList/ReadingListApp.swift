import Tessera

struct ReadingListApp: App {
  @State private var library = Library()

  var body: some Scene {
    WindowGroup {
      BookList()
        .environment(library)
    }
  }
}
