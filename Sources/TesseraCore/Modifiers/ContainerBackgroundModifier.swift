/// The container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// A navigation stack's page.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A navigation split view's column.
  public static let navigationSplitView = ContainerBackgroundPlacement(
    name: "navigationSplitView")
  /// A tab view's page.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// A widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
  /// Paints the background of the container the view is shown in (a navigation page,
  /// a tab) with `style`. Drawn behind the view itself, under the safe area: a page's
  /// content usually fills its container, and then the two are the same.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    background(style, ignoresSafeAreaEdges: .all)
  }

  /// Puts the views `content` builds behind the container the view is shown in, placed
  /// by `alignment` (drawn behind the view itself, as a style given for the container is).
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment) { content().ignoresSafeArea() }
  }
}
