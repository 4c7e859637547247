import Tessera
import TesseraComponents

/// The themed tab bar's screen: show or hide the bar, pick its theme and language, and a
/// counter that shows each tab keeps its state.
struct TabBarScreen: View {
  @EnvironmentObject private var appState: AppState<GalleryTab>
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("ThemedTabView").font(.headline)
      Toggle("Show tab bar", isOn: $appState.shouldShowTabBar)
      Picker("Theme", selection: $appState.theme) {
        Text("Light").tag(TabBarTheme.light)
        Text("Dark").tag(TabBarTheme.dark)
      }
      .pickerStyle(.segmented)
      Picker("Language", selection: $appState.language) {
        Text("English").tag("en")
        Text("Français").tag("fr")
      }
      .pickerStyle(.segmented)
      Button("Tapped \(taps) times") { taps += 1 }
      Text("Theme: \(appState.theme.name)").foregroundColor(.secondary)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
