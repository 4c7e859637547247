import Foundation

extension View {
  /// Draws a shadow of `color` behind the view, blurred by `radius` and moved by `x`, `y`.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}

/// A shadow behind a view.
package struct ShadowModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The shadow's colour.
  package var color: Color
  /// How far the shadow is blurred.
  package var radius: CGFloat
  /// How far the shadow is moved from the view.
  package var offset: CGSize

  package var inspectionDescription: String {
    var arguments = ["color: \(color)", "radius: \(InspectionFormat.number(radius))"]
    if offset.width != 0 { arguments.append("x: \(InspectionFormat.number(offset.width))") }
    if offset.height != 0 { arguments.append("y: \(InspectionFormat.number(offset.height))") }
    return "shadow(\(arguments.joined(separator: ", ")))"
  }
}
