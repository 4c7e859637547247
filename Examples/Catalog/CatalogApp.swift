import Foundation
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

/// The Catalog's tabs.
enum CatalogTab: Hashable {
  case controls, navigation, modals, form, list, gestures, more
}

/// The tabs, as iOS 18 writes them. A link such as `catalog://trail/3`, given on the
/// command line, opens that trail on the Navigation tab. The trail pages open are saved
/// as they change (`NavigationPath.codable`) and open again at the next start.
struct CatalogHome: View {
  @State private var tab = CatalogTab.controls
  @State private var trailPath = NavigationPath()
  @AppStorage("trailPath") private var savedTrailPath: Data?

  var body: some View {
    TabView(selection: $tab) {
      Tab("Controls", systemImage: "slider.horizontal.3", value: .controls) {
        ControlsScreen()
      }
      Tab("Navigation", systemImage: "list.bullet", value: .navigation) {
        NavigationScreen(path: $trailPath)
      }
      Tab("Modals", systemImage: "rectangle.stack", value: .modals) {
        PresentationScreen()
      }
      .badge(2)
      Tab("Form", systemImage: "gearshape", value: .form) { FormScreen() }
      Tab("List", systemImage: "checklist", value: .list) { ListScreen() }
      Tab("Gestures", systemImage: "hand.tap", value: .gestures) { GesturesScreen() }
      Tab("More", systemImage: "ellipsis.circle", value: .more) { MoreScreen() }
    }
    .tabViewStyle(.sidebarAdaptable)
    .onAppear {
      guard trailPath.isEmpty, let savedTrailPath,
        let saved = try? JSONDecoder().decode(
          NavigationPath.CodableRepresentation.self, from: savedTrailPath)
      else { return }
      trailPath = NavigationPath(saved)
    }
    .onChange(of: trailPath) { _, path in
      savedTrailPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
    .onOpenURL { url in
      guard url.scheme == "catalog", url.host == "trail", let id = Int(url.lastPathComponent),
        let trail = trails.first(where: { $0.id == id })
      else { return }
      tab = .navigation
      trailPath = NavigationPath([trail])
    }
  }
}
