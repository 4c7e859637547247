extension View {
  /// Draws the view rotated by `angle` around `anchor`, without changing its layout.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(RotationEffectModifier(angle: angle, anchor: anchor))
  }
}

/// Rotates how a view is drawn.
package struct RotationEffectModifier: PrimitiveModifier, InspectableElement, Equatable,
  AnimatableDecoration
{
  package typealias Body = Never

  /// The rotation, clockwise.
  package var angle: Angle
  /// The point rotated around, in unit coordinates.
  package var anchor: UnitPoint

  package var inspectionDescription: String {
    anchor == .center
      ? "rotationEffect(\(angle.inspectionName))"
      : "rotationEffect(\(angle.inspectionName), anchor: \(anchor.inspectionName))"
  }
}
