import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct WindowSwitcherTests {
  private struct Home: View {
    @Environment(\.openWindow) private var openWindow
    @State private var taps = 0
    var body: some View {
      VStack {
        Text("home, tapped \(taps) times")
        Button("Tap home") { taps += 1 }
        Button("Open log") { openWindow(id: "log") }
        Button("Open pad") { openWindow(id: "pad") }
      }
    }
  }

  private struct Log: View {
    @State private var lines = 0
    var body: some View {
      VStack {
        Text("log of \(lines) lines")
        Button("Add line") { lines += 1 }
      }
    }
  }

  private struct SwitchingApp: App {
    var body: some Scene {
      WindowGroup("Home") { Home() }
      Window("Log", id: "log") { Log() }
      WindowGroup("Pad", id: "pad") { Text("a pad") }
    }
  }

  /// The windows the switcher lists: the texts of its dialog but its title and Cancel.
  private func windowButtons(in host: TestHost) -> [String] {
    (host.presentations.last?.texts ?? []).filter { $0 != "Windows" && $0 != "Cancel" }
  }

  @Test func withOneWindowThereIsNothingToSwitch() {
    let host = TestHost(app: SwitchingApp())
    #expect(throws: InspectionError.self) { try host.showWindowSwitcher() }
  }

  @Test func theSwitcherListsTheWindowsAndBringsTheAppsOwnForwardKeepingTheOthers() throws {
    let host = TestHost(app: SwitchingApp())
    try host.tap("Open log")
    try host.tap("Add line")
    try host.showWindowSwitcher()
    #expect(windowButtons(in: host) == ["Home", "Log ✓"])
    try host.tap("Home")
    #expect(host.presentations.isEmpty, "the log is behind the app's window")
    #expect(!host.contains(text: "log of 1 lines"))
    try host.tap("Tap home")
    #expect(host.contains(text: "home, tapped 1 times"))

    try host.showWindowSwitcher()
    #expect(windowButtons(in: host) == ["Home ✓", "Log"])
    try host.tap("Log")
    #expect(host.contains(text: "log of 1 lines"), "the log kept its state while behind")
    #expect(host.presentations.count == 1)
  }

  @Test func windowsOfOneSceneAreNumberedAndAnOpenedWindowComesInFront() throws {
    let host = TestHost(app: SwitchingApp())
    try host.tap("Open pad")
    try host.tap("Open log")
    try host.showWindowSwitcher()
    try host.tap("Home")
    try host.tap("Open pad")
    #expect(host.presentations.count == 1, "only the new pad is in front of the app's window")
    try host.showWindowSwitcher()
    #expect(windowButtons(in: host) == ["Home", "Pad", "Log", "Pad 2 ✓"])
    try host.tap("Log")
    #expect(host.contains(text: "log of 0 lines"))
  }

  @Test func returnInTheSwitcherBringsTheNextWindowForward() throws {
    let host = TestHost(app: SwitchingApp())
    try host.tap("Open log")
    try host.tap("Add line")
    try host.showWindowSwitcher()
    try host.press(.return, modifiers: [])
    #expect(host.presentations.isEmpty, "after the log comes the app's own window")
    try host.showWindowSwitcher()
    try host.press(.return, modifiers: [])
    #expect(host.contains(text: "log of 1 lines"))
  }
}
