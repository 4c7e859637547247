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

extension Button: PrimitiveView, ActionControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(label, key: ChildKey(.part("label"), for: label))
  }

  package var buttonRole: ButtonRole? { role }

  package func activate(in environment: EnvironmentValues) { action() }

  package var inspectionDescription: String {
    role.map { "Button(role: \($0.name))" } ?? "Button"
  }
}

/// A control that does something when activated: a button, a link, a menu item.
@MainActor
package protocol ActionControl {
  /// The role, which sets styling and placement.
  var buttonRole: ButtonRole? { get }
  /// Performs the control's action; `environment` is the control's (a navigation link
  /// finds its stack there).
  func activate(in environment: EnvironmentValues)
}
