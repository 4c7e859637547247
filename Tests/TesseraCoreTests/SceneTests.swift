import Tessera
import TesseraTesting
import Testing

private struct Note: Hashable, Codable {
  let number: Int
}

private struct MainScreen: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.openSettings) private var openSettings
  @AppStorage("scene-tests.showsScratch", store: SceneTests.store) var showsScratch = true
  var body: some View {
    VStack {
      Text("main window")
      Button("Hide scratch scene") { showsScratch = false }
      Button("About") { openWindow(id: "about") }
      Button("Scratch") { openWindow(id: "scratch") }
      Button("Note 7") { openWindow(value: Note(number: 7)) }
      Button("Settings") { openSettings() }
      Button("Nowhere") { openWindow(id: "nowhere") }
    }
  }
}

private struct AboutScreen: View {
  @Environment(\.dismissWindow) private var dismissWindow
  @State private var reads = 0
  var body: some View {
    VStack {
      Text("about, read \(reads) times")
      Button("Read") { reads += 1 }
      Button("Close about") { dismissWindow() }
    }
  }
}

private struct SceneApp: App {
  @AppStorage("scene-tests.showsScratch", store: SceneTests.store) var showsScratch = true
  init() {}
  var body: some Scene {
    WindowGroup { MainScreen() }
    Window("About", id: "about") { AboutScreen() }
    if showsScratch {
      WindowGroup("Scratch", id: "scratch") { Text("scratch pad") }
    }
    WindowGroup(for: Note.self) { $note in
      Text("note \(note?.number ?? 0)")
    }
    Settings { Text("settings pane") }
  }
}

@MainActor
@Suite(.serialized) struct SceneTests {
  /// A store of this run's own, so no earlier run's setting hides a scene.
  nonisolated static let storeName = "tessera.scene-tests.\(UUID().uuidString)"
  nonisolated(unsafe) static let store = UserDefaults(suiteName: storeName)!

  init() { Self.store.removePersistentDomain(forName: Self.storeName) }

  private func count(_ title: String, in host: TestHost) -> Int {
    host.snapshot.components(separatedBy: "Window(\"\(title)\")").count - 1
  }

  @Test func theFirstContentWindowIsShown() {
    let host = TestHost(app: SceneApp())
    #expect(host.contains(text: "main window"))
    #expect(!host.contains(text: "settings pane"))
  }

  @Test func aUniqueWindowOpensOnceAndKeepsItsState() throws {
    let host = TestHost(app: SceneApp())
    try host.tap("About")
    try host.tap("Read")
    try host.tap("About")
    #expect(count("About", in: host) == 1, "a Window scene has one window")
    #expect(host.contains(text: "about, read 1 times"))
    try host.tap("Close about")
    #expect(count("About", in: host) == 0)
  }

  @Test func aWindowGroupOpensAWindowEachTime() throws {
    let host = TestHost(app: SceneApp())
    try host.tap("Scratch")
    try host.tap("Scratch")
    #expect(count("Scratch", in: host) == 2)
    try host.dismissPresentation()
    #expect(count("Scratch", in: host) == 1, "Esc closes the window in front")
  }

  @Test func valuesAndSettingsOpenTheirScenes() throws {
    let host = TestHost(app: SceneApp())
    try host.tap("Note 7")
    try host.tap("Note 7")
    #expect(host.contains(text: "note 7"))
    #expect(host.snapshot.components(separatedBy: "note 7").count == 2, "one window per value")
    try host.tap("Settings")
    #expect(host.contains(text: "settings pane"))
  }

  @Test func aWindowWhoseSceneLeavesTheBodyCloses() throws {
    defer { Self.store.removePersistentDomain(forName: Self.storeName) }
    let host = TestHost(app: SceneApp())
    try host.tap("Scratch")
    try host.tap("About")
    #expect(count("Scratch", in: host) == 1)
    try host.tap("Hide scratch scene")
    #expect(count("Scratch", in: host) == 0, "the scene behind the if is gone")
    #expect(count("About", in: host) == 1, "the other window stays, with its own scene")
  }

  @Test func theAppsOwnUniqueWindowDoesNotOpenTwice() throws {
    struct Reopener: View {
      @Environment(\.openWindow) private var openWindow
      var body: some View { Button("Open main") { openWindow(id: "main") } }
    }
    struct SingleWindowApp: App {
      var body: some Scene {
        Window("Main", id: "main") { Reopener() }
      }
    }
    let host = TestHost(app: SingleWindowApp())
    try host.tap("Open main")
    #expect(host.presentations.isEmpty)
  }

  @Test func anUnknownWindowIdIsReported() throws {
    let host = TestHost(app: SceneApp())
    try host.tap("Nowhere")
    #expect(Diagnostics.messages.contains { $0.contains("no scene for the id \"nowhere\"") })
  }

  @Test func aMenuBarUtilityShowsItsExtraAsItsWindowAndAnAppWithAWindowDoesNot() throws {
    struct Clock: View {
      @State var ticks = 0
      var body: some View { Button("Ticks: \(ticks)") { ticks += 1 } }
    }
    struct UtilityApp: App {
      var body: some Scene {
        Settings { Text("Preferences") }
        MenuBarExtra("Clock", systemImage: "clock") { Clock() }
          .menuBarExtraStyle(.window)
      }
    }
    let utility = TestHost(app: UtilityApp())
    #expect(!utility.contains(text: "Preferences"), "the extra, not the settings")
    try utility.tap("Ticks: 0")
    #expect(utility.contains(text: "Ticks: 1"))

    struct WindowedApp: App {
      @State var showsExtra = true
      var body: some Scene {
        WindowGroup { Text("Main") }
        MenuBarExtra("Clock", isInserted: $showsExtra) { Clock() }
      }
    }
    let windowed = TestHost(app: WindowedApp())
    #expect(windowed.contains(text: "Main"))
    #expect(!windowed.contains(text: "Ticks: 0"))

    struct HiddenUtilityApp: App {
      var body: some Scene {
        MenuBarExtra("Clock", isInserted: .constant(false)) { Clock() }
      }
    }
    let hidden = TestHost(app: HiddenUtilityApp())
    #expect(!hidden.contains(text: "Ticks: 0"), "an extra out of the bar shows nothing")
  }

  @Test func anAppWhoseScenesAreAllForOtherPlatformsSaysWhyItsWindowIsEmpty() {
    struct PhoneOnlyApp: App {
      var body: some Scene {
        #if os(iOS)
          WindowGroup { Text("Phone") }
        #endif
      }
    }
    let host = TestHost(app: PhoneOnlyApp())
    #expect(host.contains(text: "This app has no window to show."))
    #expect(Diagnostics.messages.contains { $0.contains("inside #if os(iOS)") })
  }

  @Test func quittingFromAButtonSendsTheSceneToTheBackgroundWhereTheAppSaves() throws {
    final class Journal: ObservableObject { var saved = false }
    struct QuitButton: View {
      @Environment(\.scenePhase) private var scenePhase
      let journal: Journal
      var body: some View {
        Button("Quit") { NSApplication.shared.terminate(nil) }
          .onChange(of: scenePhase) { _, phase in
            if phase == .background { journal.saved = true }
          }
      }
    }
    let journal = Journal()
    let host = TestHost(QuitButton(journal: journal))
    try host.tap("Quit")
    #expect(host.scenePhase == .background)
    #expect(journal.saved)
  }
}
