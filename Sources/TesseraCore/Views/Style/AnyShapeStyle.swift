/// A shape style of any type, so that one expression can choose between styles of
/// different types: `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// `style`, its type erased.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
}

extension AnyShapeStyle: InspectableStyle {
  package var styleDescription: String {
    (base as? any InspectableStyle)?.styleDescription ?? String(describing: type(of: base))
  }
}

/// The tint of controls: the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The accent colour controls are tinted with.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension TintShapeStyle: InspectableStyle {
  package var styleDescription: String { "tint" }
}
