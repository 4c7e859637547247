import Foundation

/// Colours blended in rings around a centre, from a start radius to an end radius. Usable
/// as a view (it fills the space offered) and as a shape style.
public struct RadialGradient: ShapeStyle, Hashable {
  /// The colours.
  package var gradient: Gradient
  /// The centre, in unit coordinates.
  package var center: UnitPoint
  /// The radius of the first colour, in points.
  package var startRadius: CGFloat
  /// The radius of the last colour, in points.
  package var endRadius: CGFloat

  /// A gradient through `gradient` in rings around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A gradient through `colors`, evenly spaced, in rings around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A gradient through `stops` in rings around `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient through `gradient`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension RadialGradient: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension RadialGradient: PrimitiveView, InspectableElement, InspectableStyle {
  package var styleDescription: String {
    "RadialGradient(\(gradient.inspectionDescription), center: \(center.inspectionName), "
      + "radius: \(InspectionFormat.number(startRadius)) → \(InspectionFormat.number(endRadius)))"
  }

  package var inspectionDescription: String { styleDescription }
}
