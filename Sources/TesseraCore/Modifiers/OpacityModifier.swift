extension View {
  /// Draws the view with its opacity multiplied by `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: opacity))
  }
}

/// Makes a view more transparent.
package struct OpacityModifier: PrimitiveModifier, InspectableElement, Equatable,
  AnimatableDecoration
{
  package typealias Body = Never

  /// The factor, 0 (invisible) to 1 (unchanged).
  package var opacity: Double

  package var inspectionDescription: String { "opacity(\(InspectionFormat.number(opacity)))" }
}
