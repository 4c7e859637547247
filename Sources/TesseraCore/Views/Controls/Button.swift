/// A control that performs an action when activated.
public struct Button<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let label: Label
  let role: ButtonRole?
  let action: () -> Void

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }
}

extension Button where Label == Text {
  /// A button titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == TesseraCore.Label<Text, Image> {
  /// A button titled by a localized key, with a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(role: nil, action: action) { TesseraCore.Label(titleKey, systemImage: systemImage) }
  }

  /// A button titled by a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { TesseraCore.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, titled by a localized key, with a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TesseraCore.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, titled by a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TesseraCore.Label(title, systemImage: systemImage) }
  }
}

extension Button: PrimitiveView, ActionControl, PressableControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    // A style the app wrote draws the button (and, a primitive one, makes it act); the
    // built-in styles are drawn by the backend around the label.
    switch node.environment.buttonStyle {
    case .builtIn:
      children.append(label, key: ChildKey(.part("label"), for: label))
    case .custom(let style):
      // Buttons in the style's body are not drawn by the style again.
      let body = style(
        ButtonStyleConfiguration(
          label: .init(content: AnyView(label)), isPressed: node.isPressed, role: role)
      ).builtInButtonStyle()
      children.append(body, key: ChildKey(.part("label"), for: body))
    case .primitive(let style):
      let body = style(
        PrimitiveButtonStyleConfiguration(
          label: .init(content: AnyView(label)), role: role, action: action,
          completion: node.environment.actionCompletion)
      ).builtInButtonStyle()
      children.append(body, key: ChildKey(.part("label"), for: body))
    }
  }

  package var buttonRole: ButtonRole? { role }

  package func showsPress(in environment: EnvironmentValues) -> Bool {
    if case .custom = environment.buttonStyle { return true }
    return false
  }

  package func acts(in environment: EnvironmentValues) -> Bool {
    if case .primitive = environment.buttonStyle { return false }
    return true
  }

  package func activate(in environment: EnvironmentValues) { action() }

  package var inspectionDescription: String {
    role.map { "Button(role: \($0.name))" } ?? "Button"
  }
}

/// A control that does something when activated: a button, a link, a menu item, a view
/// with a tap gesture.
@MainActor
package protocol ActionControl {
  /// The role, which sets styling and placement.
  var buttonRole: ButtonRole? { get }
  /// Performs the control's action; `environment` is the control's (a navigation link
  /// finds its stack there).
  func activate(in environment: EnvironmentValues)
  /// Performs the control's action for the control `node` shows; by default
  /// `activate(in: node.environment)` (a gesture taps the middle of its view).
  func activate(node: ViewNode)
  /// How many clicks in quick succession run the action: 2 for a double-tap gesture.
  /// Enter (and `TestHost.tap`) runs it at once.
  var tapCount: Int { get }
  /// How a backend draws it in `environment`.
  func appearance(in environment: EnvironmentValues) -> ButtonAppearance
  /// How a backend draws the control `node` shows; by default as its environment says.
  func appearance(of node: ViewNode) -> ButtonAppearance
  /// Whether it acts as a control in `environment`: not a button whose style the app
  /// wrote as a `PrimitiveButtonStyle`, whose view then decides when it acts.
  func acts(in environment: EnvironmentValues) -> Bool
}

extension ActionControl {
  package var tapCount: Int { 1 }

  package func activate(node: ViewNode) { activate(in: node.environment) }

  /// The built-in button style in effect; a style the app wrote draws the control itself,
  /// so the backend leaves its label plain.
  package func appearance(in environment: EnvironmentValues) -> ButtonAppearance {
    if case .builtIn(let appearance) = environment.buttonStyle { return appearance }
    return .plain
  }

  package func acts(in environment: EnvironmentValues) -> Bool { true }

  package func appearance(of node: ViewNode) -> ButtonAppearance {
    appearance(in: node.environment)
  }
}
