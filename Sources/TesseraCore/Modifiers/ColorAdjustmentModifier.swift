extension View {
  /// Removes `amount` (0…1) of the view's colour saturation.
  public func grayscale(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .grayscale(amount)))
  }

  /// Shifts every colour of the view around the colour wheel by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .hueRotation(angle)))
  }

  /// Scales the saturation of the view's colours: 0 is grey, 1 leaves them as they are,
  /// more makes them more vivid.
  public func saturation(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .saturation(amount)))
  }

  /// Brightens the view's colours by `amount` (−1…1): 0 leaves them, 1 makes them white.
  public func brightness(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .brightness(amount)))
  }

  /// Scales the contrast of the view's colours around mid-grey: 0 is grey, 1 leaves them,
  /// more pulls them apart; a negative amount also inverts them.
  public func contrast(_ amount: Double) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .contrast(amount)))
  }

  /// Multiplies each of the view's colours by `color`, channel by channel: white leaves
  /// them, and any other colour tints them.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .multiply(color)))
  }

  /// Inverts the view's colours.
  public func colorInvert() -> some View {
    modifier(ColorAdjustmentModifier(adjustment: .invert))
  }
}

/// A change to every colour a view draws.
package enum ColorAdjustment: Equatable, Sendable {
  /// Towards grey by this amount, from 0 to 1.
  case grayscale(Double)
  /// The hue turned by this angle.
  case hueRotation(Angle)
  /// The saturation scaled by this factor.
  case saturation(Double)
  /// This amount added to each channel.
  case brightness(Double)
  /// The distance from mid-grey scaled by this factor.
  case contrast(Double)
  /// Each channel multiplied by this colour's.
  case multiply(Color)
  /// Each channel inverted.
  case invert
}

/// Draws a view with its colours adjusted (`grayscale`, `hueRotation`, `saturation`,
/// `brightness`, `contrast`, `colorMultiply`, `colorInvert`).
package struct ColorAdjustmentModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// What is done to the colours.
  package var adjustment: ColorAdjustment

  package var inspectionDescription: String {
    switch adjustment {
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
