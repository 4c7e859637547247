import Foundation

/// A shape that can be drawn smaller by a given amount on every side, so that a border
/// stroked along it stays inside the frame (`strokeBorder`).
public protocol InsettableShape: Shape {
  /// The shape made smaller.
  associatedtype InsetShape: InsettableShape
  /// This shape, `amount` smaller on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` inside the rectangle it is given, as `inset(by:)` makes.
public struct _InsetShape<Base: Shape>: InsettableShape {
  /// The shape made smaller.
  public var base: Base
  /// How much smaller on every side.
  public var amount: CGFloat

  /// `base`, `amount` smaller on every side.
  public nonisolated init(base: Base, amount: CGFloat) {
    self.base = base
    self.amount = amount
  }

  /// The size of the base shape.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    base.sizeThatFits(proposal)
  }

  /// The base's outline in `rect` made smaller.
  public nonisolated func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  /// This shape, `more` smaller again.
  public nonisolated func inset(by more: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: amount + more)
  }
}

extension _InsetShape: InsetShapeOutline {
  var baseOutline: ShapePaint.Outline {
    switch ShapePaint.outline(of: base) {
    case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: max(radius - amount, 0))
    case let other: other
    }
  }
}

/// Lets `ShapePaint` see the outline of an inset shape without knowing its base type.
@MainActor
protocol InsetShapeOutline {
  var baseOutline: ShapePaint.Outline { get }
}

extension InsettableShape where InsetShape == _InsetShape<Self> {
  /// This shape, `amount` smaller on every side.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Self> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Rectangle: InsettableShape {
  /// A rectangle made smaller.
  public typealias InsetShape = _InsetShape<Rectangle>
}

extension RoundedRectangle: InsettableShape {
  /// A rounded rectangle made smaller.
  public typealias InsetShape = _InsetShape<RoundedRectangle>
}

extension Capsule: InsettableShape {
  /// A capsule made smaller.
  public typealias InsetShape = _InsetShape<Capsule>
}

extension Circle: InsettableShape {
  /// A circle made smaller.
  public typealias InsetShape = _InsetShape<Circle>
}

extension Ellipse: InsettableShape {
  /// An ellipse made smaller.
  public typealias InsetShape = _InsetShape<Ellipse>
}

extension UnevenRoundedRectangle: InsettableShape {
  /// A rectangle with uneven corners made smaller.
  public typealias InsetShape = _InsetShape<UnevenRoundedRectangle>
}

extension InsettableShape {
  /// Draws the shape's outline with `content`, `lineWidth` wide, inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }

  /// Draws the shape's outline with `content` in `style`, inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// Draws the shape's outline in the foreground style, in `style`, inside the shape's
  /// frame.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    inset(by: style.lineWidth / 2).stroke(.foreground, style: style)
  }

  /// Draws the shape's outline in the foreground style, `lineWidth` wide, inside the
  /// shape's frame.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(.foreground, lineWidth: lineWidth)
  }
}
