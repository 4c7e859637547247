import Foundation

/// A 2D shape that draws itself as a view: a circle, a rounded rectangle, a custom path.
///
/// Write `path(in:)`; used as a view, a shape fills the space it is offered with the
/// foreground style, as `fill()` would.
public protocol Shape: Sendable, Animatable, View {
  /// The shape's outline inside `rect`.
  nonisolated func path(in rect: CGRect) -> Path

  /// The size the shape takes as a view when offered `proposal`. By default all of it,
  /// with 10 points for a dimension left open; a circle stays round.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// All of `proposal`, with 10 points for a dimension left open.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Fills the shape with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// A built-in shape with a readable description for snapshots.
package protocol InspectableShape {
  /// `Circle`, `RoundedRectangle(cornerRadius: 8)`, …
  var shapeDescription: String { get }
}
