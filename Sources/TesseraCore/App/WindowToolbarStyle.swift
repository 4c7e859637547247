/// How a Mac window's toolbar sits with its title bar. Accepted: GTK windows keep the
/// window manager's title bar, and a terminal has none.
public protocol WindowToolbarStyle: Sendable {}

/// The platform's toolbar look.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  /// The style.
  public init() {}
}

/// The title bar above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  /// The style.
  public init() {}
}

/// The title and the toolbar in one bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  /// The style, showing the title.
  public init() {}
  /// The style, showing the title or not.
  public init(showsTitle: Bool) {}
}

/// The title and the toolbar in one shorter bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  /// The style, showing the title.
  public init() {}
  /// The style, showing the title or not.
  public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The platform's toolbar look.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// The title bar above the toolbar.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// The title and the toolbar in one bar.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }

  /// The title (when `showsTitle`) and the toolbar in one bar.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// The title and the toolbar in one shorter bar.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }

  /// The title (when `showsTitle`) and the toolbar in one shorter bar.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension Scene {
  /// How this scene's windows' toolbars sit with their title bars: accepted.
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
}
