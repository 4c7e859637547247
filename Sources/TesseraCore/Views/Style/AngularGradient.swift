import Foundation

/// Colours blended around a centre, from a start angle to an end angle (a colour
/// wheel, a pie of progress). Usable as a view and as a shape style.
public struct AngularGradient: ShapeStyle, Hashable {
  /// The colours.
  package var gradient: Gradient
  /// The centre, in unit coordinates.
  package var center: UnitPoint
  /// Where the first colour is.
  package var startAngle: Angle
  /// Where the last colour is.
  package var endAngle: Angle

  /// A gradient through `gradient` around `center`, from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles go once around, as in SwiftUI.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }

  /// A gradient through `colors`, evenly spaced, around `center`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient through `stops` around `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient through `gradient` once around `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// A gradient through `colors` once around `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient through `gradient`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `colors`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient through `gradient`, once around `center` from `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

extension AngularGradient: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension AngularGradient: PrimitiveView, InspectableElement, InspectableStyle {
  package var styleDescription: String { "AngularGradient(\(gradient.inspectionDescription))" }

  package var inspectionDescription: String { styleDescription }
}
