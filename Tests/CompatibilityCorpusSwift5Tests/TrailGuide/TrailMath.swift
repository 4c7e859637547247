import CoreGraphics

/// The side of the logo at the bottom of the card: model code that imports Core Graphics
/// for `CGFloat`, as shape and geometry helpers often do.
enum TrailMath {
  static func logoSide(forCardWidth width: CGFloat) -> CGFloat {
    max(width / 10, 32)
  }
}
