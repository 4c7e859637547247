import Tessera

@main
struct StandingsApp: App {
  @State private var league = League()

  var body: some Scene {
    WindowGroup {
      TabView {
        StandingsView()
          .tabItem { Label("Table", systemImage: "tablecells") }
        FixturesView()
          .tabItem { Label("Fixtures", systemImage: "calendar") }
      }
      .environment(league)
    }
  }
}
