/// How a backend draws a button of one of the built-in styles.
package enum ButtonAppearance: Sendable, Equatable {
  /// The label in the accent colour, nothing around it: `.automatic` and `.borderless`.
  case tinted
  /// The label as it is, in its own colours: `.plain`, a tap gesture, and a button
  /// drawn by a `ButtonStyle` of the app's.
  case plain
  /// The label in the accent colour on a light fill: `.bordered`.
  case bordered
  /// The label in white on the accent colour: `.borderedProminent`.
  case borderedProminent
  /// The label in the text colour (a destructive one in red), nothing around it: the
  /// items of a menu.
  case menuItem

  /// Whether the backend draws a fill behind the label (and leaves room around it).
  package var hasFill: Bool { self == .bordered || self == .borderedProminent }
}

/// The button style in effect: one of the built-in looks, or a style written as a view.
@MainActor
package enum ResolvedButtonStyle {
  /// A built-in style, drawn by the backend.
  case builtIn(ButtonAppearance)
  /// A `ButtonStyle` of the app's.
  case custom(StyleBody<ButtonStyleConfiguration>)
  /// A `PrimitiveButtonStyle` of the app's.
  case primitive(StyleBody<PrimitiveButtonStyleConfiguration>)
}

private struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue = ResolvedButtonStyle.builtIn(.tinted)
}

extension EnvironmentValues {
  /// The style of the buttons in this view.
  package var buttonStyle: ResolvedButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}
