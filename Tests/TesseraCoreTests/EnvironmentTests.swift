import Tessera
import TesseraTesting
import Testing

private final class Settings: ObservableObject {
  @Published var flag = false
  let name: String
  init(name: String) { self.name = name }
}

private struct SettingsReader: View {
  @EnvironmentObject var settings: Settings
  var body: some View {
    Text("settings: \(settings.name)")
    Toggle("Flag of \(settings.name)", isOn: $settings.flag)
  }
}

private struct Nested: View {
  var body: some View {
    SettingsReader()
      .environmentObject(Settings(name: "outer"))
      .environmentObject(Settings(name: "inner"))
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accentName) var accent
  var body: some View { Text("accent \(accent)") }
}

private struct AccentSwitcher: View {
  @State var accent = "red"
  var body: some View {
    AccentReader().environment(\.accentName, accent)
    Button("Blue") { accent = "blue" }
  }
}

@MainActor
@Suite struct EnvironmentTests {
  @Test func environmentObjectIsFoundByTypeAndTheNearestWins() throws {
    let host = TestHost(Nested())
    // `.environmentObject` applies outside-in: the modifier written first is nearest.
    #expect(host.contains(text: "settings: outer"))
  }

  @Test func bindingThroughEnvironmentObjectWritesTheModel() throws {
    let settings = Settings(name: "shared")
    let host = TestHost(SettingsReader().environmentObject(settings))
    try host.toggle("Flag of shared")
    #expect(settings.flag)
    #expect(try host.find(control: "Flag of shared").isOn == true)
  }

  @Test func customEnvironmentKeyHasDefaultAndOverride() throws {
    #expect(TestHost(AccentReader()).contains(text: "accent none"))
    let host = TestHost(AccentSwitcher())
    #expect(host.contains(text: "accent red"))
    try host.tap("Blue")
    #expect(host.contains(text: "accent blue"))
  }

  @Test func environmentChangeReachesReadersBelowUnchangedViews() throws {
    struct Middle: View {
      var body: some View { AccentReader() }
    }
    struct Top: View {
      @State var accent = "red"
      var body: some View {
        Middle().environment(\.accentName, accent)
        Button("Green") { accent = "green" }
      }
    }
    let host = TestHost(Top())
    let middle = host.bodyCount(of: Middle.self)
    try host.tap("Green")
    #expect(host.contains(text: "accent green"))
    #expect(host.bodyCount(of: Middle.self) == middle, "Middle reads nothing that changed")
  }

  @Test func disabledAncestorDisablesControls() throws {
    struct Form: View {
      @State var on = false
      var body: some View {
        Toggle("Switch", isOn: $on).disabled(true)
        Button("Go") {}
      }
    }
    let host = TestHost(Form())
    #expect(throws: InspectionError.self) { try host.toggle("Switch") }
    #expect(try host.find(control: "Switch").isEnabled == false)
    #expect(try host.find(control: "Go").isEnabled)
  }

  @Test func missingEnvironmentObjectStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TestHost(SettingsReader()) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("No ObservableObject of type Settings found."))
    #expect(message.contains("A View.environmentObject(_:) for Settings may be missing"))
    #expect(message.contains("SettingsReader"), "the message names the view")
  }
}
