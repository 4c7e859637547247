/// A gradient whose layout the place it is used in decides: `Color.blue.gradient`, or a
/// `Gradient` used as a style. It is drawn from top to bottom.
public struct AnyGradient: ShapeStyle, Hashable {
  /// The colours.
  package var gradient: Gradient

  /// The gradient through `gradient`'s stops.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  /// The same colours along a line from `startPoint` to `endPoint`.
  public func linearGradient(startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// The top-to-bottom gradient it is drawn as.
  package var linear: LinearGradient { linearGradient(startPoint: .top, endPoint: .bottom) }
}

extension Color {
  /// A gentle gradient of this colour: a little lighter at the top, the colour itself at
  /// the bottom, as a card or a button's backdrop.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [mix(with: .white, by: 0.2), self]))
  }
}

extension Gradient: ShapeStyle {}

extension AnyGradient: InspectableStyle {
  package var styleDescription: String { "AnyGradient(\(gradient.inspectionDescription))" }
}
