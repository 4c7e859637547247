/// Colours blended along a line from a start point to an end point. Usable as a view
/// (it fills the space offered) and as a shape style.
public struct LinearGradient: ShapeStyle, Hashable {
  /// The colours.
  package var gradient: Gradient
  /// Where the first colour is, in unit coordinates.
  package var startPoint: UnitPoint
  /// Where the last colour is, in unit coordinates.
  package var endPoint: UnitPoint

  /// A gradient through `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient through `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient through `gradient`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `colors`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension LinearGradient: PrimitiveView, InspectableElement, InspectableStyle {
  package var styleDescription: String {
    "LinearGradient(\(gradient.inspectionDescription), "
      + "\(startPoint.inspectionName) → \(endPoint.inspectionName))"
  }

  package var inspectionDescription: String { styleDescription }
}
