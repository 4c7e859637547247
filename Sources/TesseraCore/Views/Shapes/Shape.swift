import Foundation

/// A 2D shape that draws itself as a view: a circle, a rounded rectangle, a custom path.
///
/// Write `path(in:)`; used as a view, a shape fills the space it is offered with the
/// foreground style, as `fill()` would.
public protocol Shape: Sendable, Animatable, View {
  /// The shape's outline inside `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
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
