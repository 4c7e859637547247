import Foundation

/// A shape style that fills with an image, tiled at `scale`: `Rectangle().fill(ImagePaint(
/// image: Image("brick"), scale: 0.5))`.
///
/// Tessera does not tile images inside shapes yet: a shape filled or stroked with an
/// image paint is drawn in the current foreground style.
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// How much the image is scaled before it is tiled.
  public var scale: CGFloat

  /// A paint of `image`'s `sourceRect` (all of it by default), tiled at `scale`.
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
    scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}
