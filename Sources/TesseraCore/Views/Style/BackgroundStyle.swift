/// The background of the window, or the style set with `backgroundStyle(_:)` around the
/// view: what `.background()` with no argument paints.
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

private struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The style `.background` paints in this view, set with `backgroundStyle(_:)`; nil for
  /// the window's background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style that `.background()` and `.background` paint in this view: a card's
  /// own background colour, say.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}
