import Tessera

/// A tab view whose bar the app can hide and theme, driven by an `AppState`.
///
/// Every tab's root view stays alive, with its state, while another tab is shown. The
/// bar sits along the bottom with a border in the theme's colour along its top; hiding it
/// (`appState.shouldShowTabBar = false`) gives its rows to the content.
public struct ThemedTabView<Tab: ThemedTab>: View {
  @ObservedObject private var appState: AppState<Tab>

  /// A tab view showing the tabs of `appState`.
  public init(appState: AppState<Tab>) {
    self.appState = appState
  }

  /// The pages, one over another with only the selected one shown, above the bar.
  public var body: some View {
    VStack(spacing: 0) {
      ZStack {
        ForEach(Array(Tab.allCases), id: \.rawValue) { tab in
          TabPage(isSelected: tab == appState.selectedTab, content: AnyView(tab.rootView))
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      if appState.shouldShowTabBar {
        ThemedTabBar(
          selection: appState.selectedTab, theme: appState.theme, language: appState.language
        ) { appState.selectedTab = $0 }
      }
    }
  }
}
