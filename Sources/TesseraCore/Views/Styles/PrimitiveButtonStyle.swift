/// A look and an interaction for every button below it: the style decides when the
/// button's action runs, by calling `configuration.trigger()`.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive button styles drawn by each backend.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// The button, drawn and made to act: `configuration.trigger()` runs its action.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given: the button's label, its role, and its action.
public struct PrimitiveButtonStyleConfiguration {
  /// The label of a button, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The button's own label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role, if it has one.
  public let role: ButtonRole?
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

extension View {
  /// Draws every button below this view with `style`, which also decides when their
  /// actions run.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let resolved: ResolvedButtonStyle =
      (style as? any BuiltInButtonStyle).map { .builtIn($0.appearance) }
      ?? .primitive(StyleBody { style.makeBody(configuration: $0) })
    return environmentValue(\.buttonStyle, resolved, name: "buttonStyle")
  }
}
