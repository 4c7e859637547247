/// How a `List` looks. Set it with `.listStyle(_:)`. Terminals draw every style the same
/// way; the choice is kept for backends that differ.
public protocol ListStyle: Sendable {
  /// The style's name, for backends.
  var name: String { get }
}

/// The platform's default list look.
public struct DefaultListStyle: ListStyle {
  /// The style's name.
  public var name: String { "automatic" }
  /// Creates the style.
  public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
  /// The style's name.
  public var name: String { "inset" }
  /// Creates the style.
  public init() {}
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
  /// The style's name.
  public var name: String { "plain" }
  /// Creates the style.
  public init() {}
}

/// Sections as separate groups.
public struct GroupedListStyle: ListStyle {
  /// The style's name.
  public var name: String { "grouped" }
  /// Creates the style.
  public init() {}
}

/// Sections as inset groups.
public struct InsetGroupedListStyle: ListStyle {
  /// The style's name.
  public var name: String { "insetGrouped" }
  /// Creates the style.
  public init() {}
}

/// A sidebar.
public struct SidebarListStyle: ListStyle {
  /// The style's name.
  public var name: String { "sidebar" }
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The default look.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections as groups.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as inset groups.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = "automatic" }

extension EnvironmentValues {
  /// The name of the list style in effect.
  package var listStyleName: String {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }

  /// Whether lists here are grouped (`.grouped`, `.insetGrouped`, a `Form`): each
  /// section stands apart, its rows together.
  package var isGroupedList: Bool {
    listStyleName == GroupedListStyle().name || listStyleName == InsetGroupedListStyle().name
  }
}

extension View {
  /// Sets how lists in this view look.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environmentValue(\.listStyleName, style.name, name: "listStyle")
  }
}
