/// Sets the colour of text and symbols from a shape style; the current foreground style
/// (`.foreground`) leaves the inherited colour as it is.
package struct ForegroundStyleModifier: EnvironmentModifier, InspectableElement {
  package typealias Body = Never

  /// The colour the style is drawn in, or nil to keep the inherited one.
  let color: Color?
  /// The style as written, for snapshots.
  let styleDescription: String

  init(style: some ShapeStyle) {
    color = style.representativeColor
    styleDescription = (style as? any InspectableStyle)?.styleDescription ?? "\(style)"
  }

  package func transform(_ environment: inout EnvironmentValues) {
    if let color { environment.foregroundColor = color }
  }

  package func hasSameEffect(as other: Self) -> Bool { color == other.color }

  package var inspectionDescription: String { "foregroundStyle(\(styleDescription))" }
}
