/// An alert in the older style: `alert(isPresented:content:)` returning
/// `Alert(title:message:primaryButton:secondaryButton:)`.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with a single "OK" button (or `dismissButton`).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let isDefault: Bool
    let action: (() -> Void)?

    /// The default button: Enter activates it.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, isDefault: true, action: action)
    }

    /// A cancel button titled "Cancel"; Esc activates it.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, isDefault: false, action: action)
    }

    /// A cancel button with a custom title; Esc activates it.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, isDefault: false, action: action)
    }

    /// A button for an action that destroys data.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, isDefault: false, action: action)
    }
  }

  /// The alert as a view: title, message and one button per alert button.
  @MainActor var content: AlertContent<some View, Text> {
    let buttons = buttons
    return AlertContent(title: title, message: message) {
      ForEach(0..<buttons.count, id: \.self) { index in
        let button = buttons[index]
        TesseraCore.Button(role: button.role, action: { button.action?() }) { button.label }
          .keyboardShortcut(button.isDefault ? .defaultAction : nil)
      }
    }
  }
}

/// The body of an alert: title, optional message, and its buttons. Activating any button
/// closes the alert after the button's action.
struct AlertContent<Actions: View, Message: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  /// The title; nil for a confirmation dialog whose title is hidden.
  let title: Text?
  let message: Message?
  let actions: Actions

  init(title: Text?, message: Message?, @ViewBuilder actions: () -> Actions) {
    self.title = title
    self.message = message
    self.actions = actions()
  }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let title { children.append(title, key: ChildKey(.part("title"), for: title)) }
    if let message { children.append(message, key: ChildKey(.part("message"), for: message)) }
    if Actions.self == EmptyView.self {
      let dismiss = node.environment.dismiss
      let ok = Button("OK") { dismiss() }.keyboardShortcut(.defaultAction).builtInButtonStyle()
      children.append(ok, key: ChildKey(.part("actions"), for: ok))
    } else {
      let dismiss = node.environment.dismiss
      // The system draws an alert's buttons: the app's button style does not reach them.
      let closing = actions.environmentValue(\.actionCompletion, { dismiss() }, name: "")
        .builtInButtonStyle()
      children.append(closing, key: ChildKey(.part("actions"), for: closing))
    }
  }

  var inspectionDescription: String { "AlertContent" }
}
