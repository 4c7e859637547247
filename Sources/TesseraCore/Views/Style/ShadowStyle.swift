import Foundation

/// A shadow a shape style is drawn with (`.fill(.background.shadow(.drop(radius: 4)))`).
public struct ShadowStyle: Equatable, Sendable {
  /// Whether the shadow falls outside the shape or inside it.
  let isInner: Bool
  /// The shadow's colour.
  let color: Color
  /// How far it is blurred.
  let radius: CGFloat
  /// How far it is moved across and down.
  let x: CGFloat
  let y: CGFloat

  /// A shadow cast outside the shape.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow cast inside the shape, along its edge.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// This style with a shadow. Accepted: the style is drawn without its shadow (a
  /// `shadow` modifier on the view draws one in GTK; see the divergences).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style with a shadow. Accepted: it is drawn without its shadow, as a
  /// style given a shadow of its own is.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle() }
}
