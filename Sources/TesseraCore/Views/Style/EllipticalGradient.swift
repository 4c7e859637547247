import Foundation

/// Colours blended in ellipses around a centre, shaped like the view it fills. Usable as
/// a view and as a shape style.
public struct EllipticalGradient: ShapeStyle, Hashable {
  /// The colours.
  package var gradient: Gradient
  /// The centre, in unit coordinates.
  package var center: UnitPoint
  /// Where the first colour is, as a fraction of the ellipse that fits the view.
  package var startRadiusFraction: CGFloat
  /// Where the last colour is, as a fraction of the ellipse that fits the view.
  package var endRadiusFraction: CGFloat

  /// A gradient through `gradient` in ellipses around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// A gradient through `colors`, evenly spaced, in ellipses around `center`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through `stops` in ellipses around `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient through `gradient`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension EllipticalGradient: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension EllipticalGradient: PrimitiveView, InspectableElement, InspectableStyle {
  package var styleDescription: String { "EllipticalGradient(\(gradient.inspectionDescription))" }

  package var inspectionDescription: String { styleDescription }
}
