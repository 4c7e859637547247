import Tessera

/// What a `ThemedTabView` shows: the selected tab, whether the bar is shown, the bar's
/// theme and the language of the tab titles. Changing any of them updates the view.
@MainActor
public final class AppState<Tab: ThemedTab>: ObservableObject {
  /// The tab shown.
  @Published public var selectedTab: Tab
  /// Whether the tab bar is shown; a hidden bar gives its space to the content.
  @Published public var shouldShowTabBar: Bool
  /// The colours of the bar.
  @Published public var theme: TabBarTheme
  /// The language of the tab titles, such as `"en"`; changing it re-localises them.
  @Published public var language: String

  /// The tabs, in the order of the bar.
  public var tabs: Tab.AllCases { Tab.allCases }

  /// A state showing `selectedTab` (the first tab by default) with the bar shown.
  public init(
    selectedTab: Tab? = nil, shouldShowTabBar: Bool = true, theme: TabBarTheme = .light,
    language: String = "en"
  ) {
    guard let first = selectedTab ?? Tab.allCases.first else {
      preconditionFailure("AppState<\(Tab.self)> needs a tab enum with at least one case.")
    }
    self.selectedTab = first
    self.shouldShowTabBar = shouldShowTabBar
    self.theme = theme
    self.language = language
  }

  /// Shows or hides the tab bar, animated.
  public func setTabBarVisible(_ visible: Bool) {
    withAnimation { shouldShowTabBar = visible }
  }
}
