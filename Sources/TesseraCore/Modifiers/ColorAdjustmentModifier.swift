extension View {
  /// Removes `amount` (0…1) of the view's colour saturation.
  public func grayscale(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(filter: .grayscale(amount)))
  }

  /// Shifts every colour of the view around the colour wheel by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorAdjustmentModifier(filter: .hueRotation(angle)))
  }

  /// Scales the saturation of the view's colours: 0 is grey, 1 leaves them as they are,
  /// more makes them more vivid.
  public func saturation(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(filter: .saturation(amount)))
  }

  /// Brightens the view's colours by `amount` (−1…1): 0 leaves them, 1 makes them white.
  public func brightness(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(filter: .brightness(amount)))
  }

  /// Scales the contrast of the view's colours around mid-grey: 0 is grey, 1 leaves them,
  /// more pulls them apart; a negative amount also inverts them.
  public func contrast(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(filter: .contrast(amount)))
  }

  /// Multiplies each of the view's colours by `color`, channel by channel: white leaves
  /// them, and any other colour tints them.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorAdjustmentModifier(filter: .multiply(color)))
  }

  /// Inverts the view's colours.
  public func colorInvert() -> some View {
    modifier(ColorAdjustmentModifier(filter: .invert))
  }
}

/// Draws a view with its colours adjusted (`grayscale`, `hueRotation`, `saturation`,
/// `brightness`, `contrast`, `colorMultiply`, `colorInvert`).
package struct ColorAdjustmentModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// What is done to the colours, as the backends draw it.
  package var filter: RenderColorFilter

  package var inspectionDescription: String {
    switch filter {
    case .grayscale(let amount): "grayscale(\(InspectionFormat.number(amount)))"
    case .hueRotation(let angle): "hueRotation(\(angle.inspectionName))"
    case .saturation(let amount): "saturation(\(InspectionFormat.number(amount)))"
    case .brightness(let amount): "brightness(\(InspectionFormat.number(amount)))"
    case .contrast(let amount): "contrast(\(InspectionFormat.number(amount)))"
    case .multiply(let color): "colorMultiply(\(color))"
    case .invert: "colorInvert()"
    }
  }
}
