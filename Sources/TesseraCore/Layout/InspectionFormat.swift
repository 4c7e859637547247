import Foundation

/// Formats values for element descriptions, so snapshots read `8` rather than `8.0`.
package enum InspectionFormat {
  /// `8`, `0.5`, `infinity`, `-infinity`.
  package static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  /// `8`, `0.5`, `infinity`, `-infinity`.
  package static func number(_ value: Double) -> String {
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value.isNaN { return "nan" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `(10, 20)`.
  package static func pair(_ first: CGFloat, _ second: CGFloat) -> String {
    "(\(number(first)), \(number(second)))"
  }

  /// A shape style's description: `red`, `foreground`, `LinearGradient(…)`.
  package static func style(_ style: any ShapeStyle) -> String {
    (style as? any InspectableStyle)?.styleDescription ?? String(describing: type(of: style))
  }

  /// A shape's description: `Circle`, `RoundedRectangle(cornerRadius: 8)`.
  package static func shape(_ shape: any Shape) -> String {
    (shape as? any InspectableShape)?.shapeDescription ?? String(describing: type(of: shape))
  }
}
