extension View {
  /// Gives the view its ideal size in both dimensions, whatever it is offered.
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Gives the view its ideal size in the chosen dimensions, whatever it is offered.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}

/// Proposes nil (the ideal size) to a view along the fixed dimensions.
package struct FixedSizeModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// Whether the width is fixed.
  package var horizontal: Bool
  /// Whether the height is fixed.
  package var vertical: Bool

  package var inspectionDescription: String {
    horizontal && vertical
      ? "fixedSize" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
  }
}
