/// A colour, gradient or other paint for filling and stroking shapes and for
/// backgrounds: `Color.red`, `.foreground`, `LinearGradient(…)`.
public protocol ShapeStyle: Sendable {}

/// A built-in style with a readable description for snapshots.
package protocol InspectableStyle {
  /// `red`, `foreground`, `LinearGradient(red → blue, top → bottom)`, …
  var styleDescription: String { get }
}

extension ShapeStyle {
  /// The one colour text and symbols in this style are drawn in: the colour itself, or a
  /// gradient's first colour; nil for the current foreground style.
  package var representativeColor: Color? {
    let (color, gradient) = ShapePaint.colors(of: self)
    if let color { return color }
    if let gradient { return gradient.first }
    return (self as? RadialGradient)?.gradient.stops.first?.color
  }
}
