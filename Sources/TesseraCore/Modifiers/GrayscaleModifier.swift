extension View {
  /// Removes `amount` (0…1) of the view's colour saturation.
  public func grayscale(_ amount: Double) -> some View {
    modifier(GrayscaleModifier(amount: amount))
  }
}

/// Desaturates a view.
package struct GrayscaleModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// 0 leaves colours as they are; 1 makes them grey.
  package var amount: Double

  /// `amount` within 0…1, to the hundredth: what backends draw (finer steps look the
  /// same, and each one drawn may cost a backend a style of its own).
  package var drawnAmount: Double { (min(max(amount, 0), 1) * 100).rounded() / 100 }

  package var inspectionDescription: String { "grayscale(\(InspectionFormat.number(amount)))" }
}
