import Foundation

extension View {
  /// Draws the view scaled by `scale` around `anchor`, without changing its layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: scale, anchor: anchor))
  }

  /// Draws the view scaled by `s` in both dimensions around `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: CGSize(width: s, height: s), anchor: anchor))
  }

  /// Draws the view scaled by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(ScaleEffectModifier(scale: CGSize(width: x, height: y), anchor: anchor))
  }
}

/// Scales how a view is drawn.
package struct ScaleEffectModifier: PrimitiveModifier, InspectableElement, Equatable,
  AnimatableDecoration
{
  package typealias Body = Never

  /// The horizontal and vertical factors.
  package var scale: CGSize
  /// The point that stays put, in unit coordinates.
  package var anchor: UnitPoint

  package var inspectionDescription: String {
    var arguments =
      scale.width == scale.height
      ? [InspectionFormat.number(scale.width)]
      : [
        "x: \(InspectionFormat.number(scale.width))", "y: \(InspectionFormat.number(scale.height))",
      ]
    if anchor != .center { arguments.append("anchor: \(anchor.inspectionName)") }
    return "scaleEffect(\(arguments.joined(separator: ", ")))"
  }
}
