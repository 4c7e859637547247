import Tessera

/// The tabs of a `ThemedTabView`: an `Int`-backed, case-iterable enum whose cases give
/// the title, the icons and the root view of each tab.
///
/// ```swift
/// enum GalleryTab: Int, ThemedTab {
///   case home, settings
///   func title(in language: String) -> String { language == "fr" ? "Accueil" : "Home" }
///   func image(isSelected: Bool, theme: TabBarTheme) -> Image {
///     Image(systemName: isSelected ? "house.fill" : "house")
///   }
///   var rootView: some View { Text("Home") }
/// }
/// ```
/// Each tab's item in the bar is tagged with the case's raw value.
public protocol ThemedTab: CaseIterable, Hashable, RawRepresentable
where RawValue == Int, AllCases: RandomAccessCollection {
  /// The type of the tab's root view.
  associatedtype Root: View

  /// The tab's title in `language` (a language code such as `"en"` or `"fr"`).
  func title(in language: String) -> String

  /// The tab's icon when it is selected or not, in `theme`.
  func image(isSelected: Bool, theme: TabBarTheme) -> Image

  /// The view the tab shows; it is built once per tab and keeps its state while other
  /// tabs are shown.
  @MainActor @ViewBuilder var rootView: Root { get }
}
