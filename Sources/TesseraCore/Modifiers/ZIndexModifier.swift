extension View {
  /// Sets the order in which overlapping siblings are drawn: higher in front. The default
  /// is 0.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(index: value))
  }
}

/// A view's drawing order among overlapping siblings.
package struct ZIndexModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// Higher is drawn in front; the default is 0.
  package var index: Double

  package var inspectionDescription: String { "zIndex(\(InspectionFormat.number(index)))" }
}
