import Foundation

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}

/// How much room a window has along one axis, as iOS classes it.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: an iPhone's width.
  case compact
  /// Plenty of room: an iPad's or a desktop window's.
  case regular
}

/// The size of text a user asked for, from extra small to the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The direction of text and horizontal layout. Tessera lays out left to right.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The room the window has across: `.compact` in a window narrower than 600 points (75
  /// terminal columns, 600 pixels of a GTK window), as on an iPhone held upright, else
  /// `.regular`. A `NavigationSplitView` collapses into one stack when it is compact.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The room the window has down: `.regular`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// How many pixels a point is: 1.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The text size the user asked for: `.large`, the default. A terminal keeps its own
  /// font size, so it does not change what is drawn.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size for this view and its descendants.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentValue(\.dynamicTypeSize, size, name: "dynamicTypeSize")
  }

  /// Keeps the text size of this view and its descendants within `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      size = min(max(size, lowest), highest)
    }
  }
}
