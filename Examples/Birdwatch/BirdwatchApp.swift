import Tessera

@main
struct BirdwatchApp: App {
  @State private var logbook = Logbook()

  var body: some Scene {
    WindowGroup {
      BirdGrid()
        .environment(logbook)
    }
  }
}
