/// An item a container puts in the toolbar itself, which a view can take away with
/// `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  /// The button of a `NavigationSplitView` that shows and hides the sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The navigation title. Accepted: Tessera keeps the title in the bar.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// The default toolbar items the views of a column asked to remove, reported up to the
/// split view around them.
struct RemovedToolbarItemsKey: PreferenceKey {
  static var defaultValue: Set<ToolbarDefaultItemKind> { [] }
  static func reduce(
    value: inout Set<ToolbarDefaultItemKind>, nextValue: () -> Set<ToolbarDefaultItemKind>
  ) {
    value.formUnion(nextValue())
  }
}

extension View {
  /// Removes an item the container around this view would put in the toolbar, such as a
  /// split view's sidebar button (`toolbar(removing: .sidebarToggle)` on the sidebar).
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    preference(key: RemovedToolbarItemsKey.self, value: defaultItemKind.map { [$0] } ?? [])
  }
}
