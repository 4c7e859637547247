/// How a backend draws a toggle of one of the built-in styles.
package enum ToggleAppearance: Sendable, Equatable {
  /// A switch at the trailing edge, the label at the leading edge: `.automatic` and
  /// `.switch`.
  case `switch`
  /// A check box before the label: `.checkbox`.
  case checkbox
  /// A button that stays pressed while on (bordered when off, prominent when on):
  /// `.button`.
  case button
}
