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
