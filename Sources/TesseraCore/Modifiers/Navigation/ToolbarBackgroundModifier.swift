/// A bar whose look a view can set: the navigation bar or the tab bar.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The navigation bar at the top.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar of a `TabView`.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bar along the bottom of a navigation stack, holding its `.bottomBar` items.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The bars the platform picks: the navigation bar.
  public static let automatic = ToolbarPlacement(name: "automatic")
}

private struct ToolbarBackgroundsKey: EnvironmentKey {
  static let defaultValue: [ToolbarPlacement: Color] = [:]
}

extension EnvironmentValues {
  /// The background colour set for each bar by `toolbarBackground(_:for:)`.
  package var toolbarBackgrounds: [ToolbarPlacement: Color] {
    get { self[ToolbarBackgroundsKey.self] }
    set { self[ToolbarBackgroundsKey.self] = newValue }
  }
}

/// Sets the background colour of some bars for the modified view and its descendants.
public struct ToolbarBackgroundModifier: EnvironmentModifier, InspectableElement {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let color: Color
  let bars: [ToolbarPlacement]

  package func transform(_ environment: inout EnvironmentValues) {
    for bar in bars { environment.toolbarBackgrounds[bar] = color }
  }

  package func hasSameEffect(as other: Self) -> Bool {
    color == other.color && bars == other.bars
  }

  package var inspectionDescription: String {
    "toolbarBackground(\(color), for: \(bars.map(\.name).joined(separator: ", ")))"
  }
}

extension View {
  /// Paints `bars` of the navigation stacks and tab views inside this view in `color`.
  ///
  /// Tessera reads it from the environment: apply it to the `TabView` or
  /// `NavigationStack` (or above it), not to a tab's content.
  public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
    modifier(ToolbarBackgroundModifier(color: color, bars: bars))
  }

  /// Shows or hides the background of `bars`. Tessera's bars always show theirs, so this
  /// only lets such code compile.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }
}

/// Whether something shows: a bar's background (`toolbarBackground(_:for:)`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
