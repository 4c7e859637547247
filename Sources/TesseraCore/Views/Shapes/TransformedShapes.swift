import Foundation

/// A shape moved by an offset: `Circle().offset(x: 8)`.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// `shape` moved by `offset`.
  public nonisolated init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The size of the shape before it is transformed.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's outline, moved.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// A shape turned around an anchor: `Rectangle().rotation(.degrees(45))`.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// How far it turns, clockwise on screen.
  public var angle: Angle
  /// The point it turns around, in unit coordinates of the rectangle.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` around `anchor`.
  public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The size of the shape before it is transformed.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's outline, turned.
  public nonisolated func path(in rect: CGRect) -> Path {
    let turn = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
    return shape.path(in: rect).applying(turn.about(anchor, in: rect))
  }
}

/// A shape scaled around an anchor: `Circle().scale(0.5)`.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The factors across and down.
  public var scale: CGSize
  /// The point that stays in place, in unit coordinates of the rectangle.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` around `anchor`.
  public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The size of the shape before it is transformed.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's outline, scaled.
  public nonisolated func path(in rect: CGRect) -> Path {
    let resize = CGAffineTransform(scaleX: scale.width, y: scale.height)
    return shape.path(in: rect).applying(resize.about(anchor, in: rect))
  }
}

/// A shape with an affine transform applied: `Rectangle().transform(.init(scaleX: 2, y: 1))`.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape transformed.
  public var shape: Content
  /// The transform, in the coordinates of the rectangle the shape is drawn in.
  public var transform: CGAffineTransform

  /// `shape` with `transform` applied.
  public nonisolated init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The size of the shape before it is transformed.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's outline, transformed.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

extension Shape {
  /// This shape moved by `offset`.
  public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// This shape moved by `x` and `y`.
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// This shape turned by `angle` around `anchor`.
  public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<
    Self
  > {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape scaled by `x` and `y` around `anchor`.
  public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by `scale` in both directions around `anchor`.
  public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self>
  {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// This shape with `transform` applied.
  public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The moved shape, made smaller.
  public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The turned shape, made smaller.
  public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(
      shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
  /// The scaled shape, made smaller.
  public nonisolated func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
    ScaledShape<Content.InsetShape>(
      shape: shape.inset(by: amount), scale: scale, anchor: anchor)
  }
}

extension CGAffineTransform {
  /// This transform about the point `anchor` (unit coordinates) of `rect`, which stays
  /// in place, instead of about the origin.
  fileprivate func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let pivot = CGPoint(
      x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }
}
