/// Another style made partly transparent: `.quaternary.opacity(0.5)`,
/// `Color.blue.gradient.opacity(0.3)`.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  /// The style made transparent.
  let base: Base
  /// How opaque it is kept, from 0 to 1.
  let opacity: Double
}

extension ShapeStyle {
  /// This style, `opacity` times as opaque: each of its colours faded.
  public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> {
    OpacityShapeStyle(base: self, opacity: min(max(opacity, 0), 1))
  }
}

extension OpacityShapeStyle: InspectableStyle {
  package var styleDescription: String {
    let base = (base as? any InspectableStyle)?.styleDescription ?? "\(Base.self)"
    return "\(base).opacity(\(InspectionFormat.number(opacity)))"
  }
}

/// A style whose colours are another's, faded (``OpacityShapeStyle``).
protocol FadedShapeStyle {
  /// The style faded.
  var fadedBase: any ShapeStyle { get }
  /// How opaque its colours are kept.
  var fadedOpacity: Double { get }
}

extension OpacityShapeStyle: FadedShapeStyle {
  var fadedBase: any ShapeStyle { base }
  var fadedOpacity: Double { opacity }
}
