import Foundation

extension View {
  /// Draws a border of `width` inside the view's frame, painted with `content`.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(BorderModifier(style: content, width: width))
  }
}

/// A border inside a view's frame.
package struct BorderModifier<Style: ShapeStyle>: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// The border's paint.
  package var style: Style
  /// The border's width.
  package var width: CGFloat

  package var inspectionDescription: String {
    let width = self.width == 1 ? "" : ", width: \(InspectionFormat.number(self.width))"
    return "border(\(InspectionFormat.style(style))\(width))"
  }
}
