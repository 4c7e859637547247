/// Hides what a view draws outside a shape.
package struct ClipShapeModifier<ClipShape: Shape>: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// The shape, fitted to the view's frame.
  package var shape: ClipShape
  /// How the shape's interior is decided and whether its edge is antialiased.
  package var style: FillStyle

  package var inspectionDescription: String {
    if shape is Rectangle { return "clipped" }
    if let rounded = shape as? RoundedRectangle, rounded.style == .circular,
      rounded.cornerSize.width == rounded.cornerSize.height
    {
      return "cornerRadius(\(InspectionFormat.number(rounded.cornerSize.width)))"
    }
    return "clipShape(\(InspectionFormat.shape(shape)))"
  }
}
