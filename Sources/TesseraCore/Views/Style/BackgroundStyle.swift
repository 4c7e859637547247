/// The background of the window: what `.background()` with no argument paints.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The window's background.
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The window's background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension BackgroundStyle: InspectableStyle {
  package var styleDescription: String { "background" }
}

extension View {
  /// Paints the view's background in the window's background colour (so it covers what is
  /// behind it), extending under the safe area on `edges`.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }
}
