import Tessera
import TesseraTesting
import Testing

private struct SchemeLabel: View {
  let name: String
  @Environment(\.colorScheme) private var scheme
  var body: some View { Text("\(name) \(scheme == .dark ? "dark" : "light")") }
}

private struct Screen: View {
  @State private var isDark = false
  @State private var showsSettings = true
  @State private var showsSheet = false
  var body: some View {
    VStack {
      SchemeLabel(name: "header")
      if showsSettings {
        Toggle("Dark", isOn: $isDark)
          .preferredColorScheme(isDark ? .dark : nil)
      }
      Button("Hide settings") { showsSettings = false }
      Button("Open sheet") { showsSheet = true }
    }
    .sheet(isPresented: $showsSheet) {
      VStack {
        SchemeLabel(name: "sheet")
        SheetDarkener()
      }
    }
  }
}

private struct SheetDarkener: View {
  @State private var isLight = false
  var body: some View {
    Button("Light sheet") { isLight = true }
      .preferredColorScheme(isLight ? .light : nil)
  }
}

@MainActor
@Suite struct PreferredColorSchemeTests {
  @Test func aPreferenceAppliesToTheWholeWindow() throws {
    let host = TestHost(Screen())
    #expect(host.contains(text: "header light"))
    try host.toggle("Dark")
    #expect(host.contains(text: "header dark"), "a view outside the modifier's subtree")
    try host.tap("Hide settings")
    #expect(host.contains(text: "header light"), "the preference leaves with its view")
  }

  @Test func aSheetInheritsTheWindowsSchemeAndKeepsItsOwnPreferenceToItself() throws {
    let host = TestHost(Screen())
    try host.toggle("Dark")
    try host.tap("Open sheet")
    #expect(host.contains(text: "sheet dark"), "the sheet inherits the window's scheme")
    try host.tap("Light sheet")
    #expect(host.contains(text: "sheet light"))
    #expect(host.contains(text: "header dark"), "the sheet's preference stays in the sheet")
  }
}
