import Foundation

/// A shape filled or stroked with a style, as `fill(_:style:)` and `stroke(_:lineWidth:)`
/// make. It fills the space it is offered.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The shape, or a `_StrokedShape` for an outline.
  public var shape: Content
  /// The style that paints it.
  public var style: Style
  /// How its interior is filled.
  public var fillStyle: FillStyle

  /// Paints `shape` with `style`.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
}

extension _ShapeView: PrimitiveView, InspectableElement {
  package var inspectionDescription: String {
    let style = InspectionFormat.style(self.style)
    if let stroked = shape as? any StrokedShapeInspection {
      let width = InspectionFormat.number(stroked.lineWidth)
      return "\(stroked.baseDescription) stroke: \(style) width \(width)"
    }
    let rule = fillStyle.isEOFilled ? " eoFill" : ""
    return "\(InspectionFormat.shape(shape)) fill: \(style)\(rule)"
  }
}
