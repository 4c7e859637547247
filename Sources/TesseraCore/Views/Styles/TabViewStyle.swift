/// How a `TabView` shows its tabs. Set it with `.tabViewStyle(_:)`.
///
/// `.automatic` (and `.tabBarOnly`, `.sidebarAdaptable`, which Tessera draws the same
/// way) is a tab bar along the bottom; `.page` shows one page at a time over a row of
/// dots, one per page, that choose the page (click, Enter, or ← and → on a focused dot).
public protocol TabViewStyle: Sendable {
  /// How Tessera draws the style.
  var kind: TabViewStyleKind { get }
}

/// How Tessera draws a tab view style.
public enum TabViewStyleKind: Sendable, Equatable {
  /// A tab bar along the bottom.
  case tabBar
  /// One page at a time, with an index of dots when `showsIndex` (nil: when there is
  /// more than one page).
  case page(showsIndex: Bool?)
}

/// A tab bar along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
  /// A tab bar.
  public var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar, never a sidebar. Tessera draws the same tab bar as `.automatic`.
public typealias TabBarOnlyTabViewStyle = DefaultTabViewStyle
/// A tab bar that becomes a sidebar where there is room (iPadOS). Tessera draws the same
/// tab bar as `.automatic`.
public typealias SidebarAdaptableTabViewStyle = DefaultTabViewStyle

/// One page at a time, chosen from a row of dots or by swiping, as an onboarding flow or
/// a photo pager is.
public struct PageTabViewStyle: TabViewStyle {
  /// When the row of dots shows.
  public struct IndexDisplayMode: Hashable, Sendable {
    let showsIndex: Bool?
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(showsIndex: nil)
    /// Always.
    public static let always = IndexDisplayMode(showsIndex: true)
    /// Never: the app changes pages through the selection.
    public static let never = IndexDisplayMode(showsIndex: false)
  }

  /// When the row of dots shows.
  public var indexDisplayMode: IndexDisplayMode

  /// A page style whose dots show as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// Pages.
  public var kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.showsIndex) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar along the bottom.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
  /// A tab bar, never a sidebar.
  public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
  /// A tab bar that would become a sidebar on a wide iPad: a tab bar here.
  public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// One page at a time, with dots when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// One page at a time, with dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How the index of a paged `TabView` looks. Set it with `.indexViewStyle(_:)`.
public protocol IndexViewStyle: Sendable {}

/// The dots of a paged tab view, with or without a backdrop behind them.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a backdrop. Accepted: Tessera draws the dots alone.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While the user interacts with the dots.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// When the dots have a backdrop.
  public var backgroundDisplayMode: BackgroundDisplayMode

  /// A page index style with the given backdrop.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The dots of a paged tab view.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// The dots of a paged tab view, with the given backdrop.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = TabViewStyleKind.tabBar
}

extension EnvironmentValues {
  /// How tab views below show their tabs.
  package var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how tab views in this view show their tabs: a tab bar, or pages.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environmentValue(\.tabViewStyle, style.kind, name: "tabViewStyle")
  }

  /// Sets how the index of paged tab views in this view looks. Accepted: the dots are
  /// drawn alone.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
