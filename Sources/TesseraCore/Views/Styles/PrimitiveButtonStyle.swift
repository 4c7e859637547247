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
  /// The button's own action, without what follows it (`Button(configuration)` runs
  /// that itself).
  let action: () -> Void
  /// What runs after the action: an alert's or a menu's button closes it.
  let completion: (() -> Void)?

  /// Runs the button's action, as activating a button would (an alert's button then
  /// closes the alert).
  public func trigger() {
    action()
    completion?()
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a `PrimitiveButtonStyle` is drawing, as a button of the built-in look: a
  /// style that only adds to a button's behaviour puts this in its body.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
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

  /// Buttons below this view in the built-in look, whatever style the app set around it:
  /// for the buttons of a style's own body and those the system draws (alerts, menus, the
  /// back button), which the app's styles do not reach.
  package func builtInButtonStyle() -> some View {
    environmentValue(\.buttonStyle, .builtIn(.tinted), name: "")
  }
}
