import Tessera

/// A tour of Tessera's controls, one screen per topic, to try in a terminal.
@main
struct CatalogApp: App {
  @StateObject private var settings = CatalogSettings()

  var body: some Scene {
    WindowGroup {
      CatalogHome()
        .environmentObject(settings)
        .preferredColorScheme(settings.darkMode ? .dark : nil)
    }
    .commands {
      CommandMenu("Appearance") {
        Button(settings.darkMode ? "Light Mode" : "Dark Mode") { settings.darkMode.toggle() }
          .keyboardShortcut("t")
      }
    }
    Window("Catalog notes", id: "notes") {
      NotesWindow()
    }
  }
}

final class CatalogSettings: ObservableObject {
  @Published var darkMode = false
}

struct CatalogHome: View {
  var body: some View {
    TabView {
      ControlsScreen()
        .tabItem { Label("Controls", systemImage: "slider.horizontal.3") }
      NavigationScreen()
        .tabItem { Label("Navigation", systemImage: "list.bullet") }
      PresentationScreen()
        .tabItem { Label("Modals", systemImage: "rectangle.stack") }
        .badge(2)
      FormScreen()
        .tabItem { Label("Form", systemImage: "gearshape") }
      ListScreen()
        .tabItem { Label("List", systemImage: "checklist") }
      GesturesScreen()
        .tabItem { Label("Gestures", systemImage: "hand.tap") }
      MoreScreen()
        .tabItem { Label("More", systemImage: "ellipsis.circle") }
    }
  }
}
