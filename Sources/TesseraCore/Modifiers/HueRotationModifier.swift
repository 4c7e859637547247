extension View {
  /// Shifts every colour of the view around the colour wheel by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(HueRotationModifier(angle: angle))
  }
}

/// Shifts the hues of a view.
package struct HueRotationModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// How far around the colour wheel.
  package var angle: Angle

  package var inspectionDescription: String { "hueRotation(\(angle.inspectionName))" }
}
