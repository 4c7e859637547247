import Foundation

/// Two or three columns side by side: a sidebar, an optional content column, and the
/// detail, each with its own navigation bar. Choosing a row in the sidebar's list
/// (a `List(selection:)` of `NavigationLink(value:)` rows) sets the selection that the
/// detail shows.
///
/// ```swift
/// NavigationSplitView {
///   List(notes, selection: $selected) { NavigationLink($0.title, value: $0.id) }
/// } detail: {
///   if let selected { NoteView(id: selected) } else { Text("Choose a note") }
/// }
/// ```
///
/// A button in the detail's bar shows or hides the sidebar, and dragging the divider after
/// a column makes it wider or narrower. In a compact-width window the columns collapse
/// into one stack, as on an iPhone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>?

  /// The columns, side by side.
  public var body: some View {
    SplitColumns(
      sidebar: sidebar, content: content, detail: detail, visibility: visibility)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: nil)
  }

  /// A sidebar and a detail column, showing the columns `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility)
  }

  /// A sidebar and a detail column; `preferredCompactColumn` is the column a narrow
  /// window would show (Tessera shows both).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility)
  }
}

extension NavigationSplitView {
  /// A sidebar, a content column and a detail column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: nil)
  }

  /// Three columns, showing those `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility)
  }
}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: String, Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind

  /// As the split view chooses: every column.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The content and detail columns (in two columns, the sidebar and the detail).
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a `NavigationSplitView`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The content column.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view's columns share the width.
public protocol NavigationSplitViewStyle {}

/// The default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// Columns side by side, sharing the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// The detail keeps its width; the other columns cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The default.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail keeps its width.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// Sets the style of the split views below. Tessera lays every style out side by
  /// side, as `balanced` does.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }

  /// Makes this split view column `width` points wide (the user can still drag its
  /// divider).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(SplitColumnWidthModifier(min: nil, ideal: width, max: nil))
  }

  /// Makes this split view column `ideal` points wide, and keeps it within `min` and
  /// `max` while the user drags its divider.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    modifier(SplitColumnWidthModifier(min: min, ideal: ideal, max: max))
  }
}

/// A column's width, asked for inside it and read by its split view.
package struct SplitColumnWidthModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  let min: CGFloat?
  let ideal: CGFloat
  let max: CGFloat?

  package var inspectionDescription: String {
    "navigationSplitViewColumnWidth(\(InspectionFormat.number(ideal)))"
  }
}
