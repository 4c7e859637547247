import Foundation

/// A shape's outline drawn with a line of a given style, as `stroke(lineWidth:)` and
/// `stroke(style:)` make.
///
/// Its path is the outline's centre line; backends draw it `style.lineWidth` wide.
public struct _StrokedShape<Base: Shape>: Shape {
  /// The shape whose outline is drawn.
  public var shape: Base
  /// How the line is drawn.
  public var style: StrokeStyle

  /// The width of the line.
  public nonisolated var lineWidth: CGFloat { style.lineWidth }

  /// The outline of `shape`, `lineWidth` wide.
  public nonisolated init(shape: Base, lineWidth: CGFloat) {
    self.init(shape: shape, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline of `shape`, drawn in `style`.
  public nonisolated init(shape: Base, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  /// The outline's centre line.
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// The size of the shape outlined.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension _StrokedShape: StrokedShapeInspection {
  nonisolated var baseDescription: String { InspectionFormat.shape(shape) }
}

/// Lets `_ShapeView` describe a stroked shape without knowing its base type.
protocol StrokedShapeInspection {
  var lineWidth: CGFloat { get }
  var baseDescription: String { get }
}
