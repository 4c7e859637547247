import Foundation

// The shapes as `.rect`, `.circle`, `.capsule`, wherever a shape is expected:
// `clipShape(.rect(cornerRadius: 8))`, `background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle whose corners have radius `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle whose corners have the radii of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends are drawn in `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
