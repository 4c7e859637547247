import Foundation

/// A shape's outline drawn with a line of a given width, as `stroke(lineWidth:)` makes.
///
/// Its path is the outline's centre line; backends draw it `lineWidth` wide.
public struct _StrokedShape<Base: Shape>: Shape {
  /// The shape whose outline is drawn.
  public var shape: Base
  /// The width of the line.
  public var lineWidth: CGFloat

  /// The outline of `shape`, `lineWidth` wide.
  public nonisolated init(shape: Base, lineWidth: CGFloat) {
    self.shape = shape
    self.lineWidth = lineWidth
  }

  /// The outline's centre line.
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension _StrokedShape: StrokedShapeInspection {
  nonisolated var baseDescription: String { InspectionFormat.shape(shape) }
}

/// Lets `_ShapeView` describe a stroked shape without knowing its base type.
protocol StrokedShapeInspection {
  var lineWidth: CGFloat { get }
  var baseDescription: String { get }
}
