import Tessera

/// The colours of a `ThemedTabView`'s bar: its background, the top border, and the tint
/// of the selected and unselected items.
public struct TabBarTheme: Hashable, Sendable {
  /// A name for the theme, shown in pickers and snapshots.
  public var name: String
  /// The bar's background.
  public var background: Color
  /// The line along the top of the bar.
  public var border: Color
  /// The icon and title of the selected tab.
  public var selectedTint: Color
  /// The icons and titles of the other tabs.
  public var unselectedTint: Color

  /// A theme with the given colours.
  public init(
    name: String, background: Color, border: Color, selectedTint: Color, unselectedTint: Color
  ) {
    self.name = name
    self.background = background
    self.border = border
    self.selectedTint = selectedTint
    self.unselectedTint = unselectedTint
  }

  /// Light grey bar, grey border, blue selection.
  public static let light = TabBarTheme(
    name: "Light", background: Color(white: 0.96), border: .gray, selectedTint: .blue,
    unselectedTint: .gray)

  /// Dark bar, orange border and selection.
  public static let dark = TabBarTheme(
    name: "Dark", background: Color(white: 0.12), border: .orange, selectedTint: .orange,
    unselectedTint: Color(white: 0.6))
}
