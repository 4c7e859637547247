import Foundation

extension View {
  /// Draws the view transformed by `transform`, around its top-leading corner, without
  /// changing its layout. The transform's scale, rotation and translation are drawn as
  /// `scaleEffect`, `rotationEffect` and `offset` would draw them; a shear is left out.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let angle = Angle(radians: Double(atan2(transform.b, transform.a)))
    let determinant = transform.a * transform.d - transform.b * transform.c
    let scaleY = scaleX == 0 ? transform.d : determinant / scaleX
    return
      self
      .scaleEffect(x: scaleX, y: scaleY, anchor: .topLeading)
      .rotationEffect(angle, anchor: .topLeading)
      .offset(x: transform.tx, y: transform.ty)
  }

  /// Draws the view with `transform` applied. Its affine part is drawn, as
  /// `transformEffect` draws it; a perspective part is left out.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    transformEffect(
      CGAffineTransform(
        a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22,
        tx: transform.m31, ty: transform.m32))
  }
}

/// A 3 × 3 transform of the plane with perspective, in row-vector form: a point
/// (x, y, 1) times the matrix.
public struct ProjectionTransform: Equatable, Sendable {
  /// Row 1, column 1: the x scale.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3: perspective along x.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2: the y scale.
  public var m22: CGFloat = 1
  /// Row 2, column 3: perspective along y.
  public var m23: CGFloat = 0
  /// Row 3, column 1: the x translation.
  public var m31: CGFloat = 0
  /// Row 3, column 2: the y translation.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity: nothing moves.
  public init() {}

  /// The affine `transform`, with no perspective.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// Whether it moves nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether it has no perspective part.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}
