/// A look for every button below it, written as a view built from the button's label.
///
/// ```swift
/// struct CapsuleButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding()
///       .background(Capsule().fill(configuration.isPressed ? .gray : .blue))
///   }
/// }
/// ```
/// The button still acts as a button (Enter, a click, `TestHost.tap`); the style only
/// draws it. Set it with `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a button.
  typealias Configuration = ButtonStyleConfiguration

  /// The button, drawn: `configuration.label` in whatever the style puts around it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given: the button's label, whether it is pressed, and its role.
public struct ButtonStyleConfiguration {
  /// The label of a button, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The button's own label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is held down: the mouse button pressed on it and not yet let go
  /// (a key acts at once, with no pressed state to draw).
  public let isPressed: Bool
  /// The button's role, if it has one.
  public let role: ButtonRole?
}

extension View {
  /// Draws every button below this view with `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentValue(
      \.buttonStyle, .custom(StyleBody { style.makeBody(configuration: $0) }), name: "buttonStyle")
  }
}
