/// A colour, gradient or other paint for filling and stroking shapes and for
/// backgrounds: `Color.red`, `.foreground`, `LinearGradient(…)`.
public protocol ShapeStyle: Sendable {}

/// A built-in style with a readable description for snapshots.
package protocol InspectableStyle {
  /// `red`, `foreground`, `LinearGradient(red → blue, top → bottom)`, …
  var styleDescription: String { get }
}
