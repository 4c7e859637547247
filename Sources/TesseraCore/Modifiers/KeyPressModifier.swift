/// A key the user pressed while a view, or a control inside it, had the focus: what an
/// `onKeyPress` action is given.
public struct KeyPress: Sendable, Equatable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held with it (Ctrl is `.control`; `.command` is not reported).
  public let modifiers: EventModifiers

  /// The characters the key types: the key's character.
  public var characters: String { String(key.character) }

  /// A press of `key` with `modifiers`.
  public init(key: KeyEquivalent, modifiers: EventModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Whether an `onKeyPress` action used the press.
  public enum Result: Sendable, Equatable {
    /// The action used it: no other action, and no default handling, sees it.
    case handled
    /// The action passed it on to the actions around it, then to the default handling.
    case ignored
  }
}

/// An `onKeyPress` action and the keys it answers (nil: every key).
package struct KeyPressAction {
  let keys: Set<KeyEquivalent>?
  /// Whether a focused text field or editor keeps the keys for itself: a command such
  /// as `onDeleteCommand` acts only on keys the focused control does not use, as a Mac's
  /// responder chain sends them on.
  var yieldsToTextInput = false
  let action: (KeyPress) -> KeyPress.Result
}

private struct KeyPressActionsKey: EnvironmentKey {
  static var defaultValue: [KeyPressAction] { [] }
}

extension EnvironmentValues {
  /// The `onKeyPress` actions around a view, innermost first.
  package var keyPressActions: [KeyPressAction] {
    get { self[KeyPressActionsKey.self] }
    set { self[KeyPressActionsKey.self] = newValue }
  }
}

/// Adds an `onKeyPress` action to the environment, after the ones inside it.
struct KeyPressModifier: ViewModifier {
  let action: KeyPressAction
  @Environment(\.keyPressActions) private var outer

  func body(content: Content) -> some View {
    content.environmentValue(\.keyPressActions, [action] + outer, name: "onKeyPress")
  }
}

extension View {
  /// Runs `action` when `key` is pressed while this view or a control inside it has the
  /// focus; return `.ignored` to let the views around it, then the control, have it.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    modifier(KeyPressModifier(action: KeyPressAction(keys: [key]) { _ in action() }))
  }

  /// Runs `action` when one of `keys` is pressed while this view or a control inside it
  /// has the focus.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(action: KeyPressAction(keys: keys, action: action)))
  }

  /// Runs `action` when any key is pressed while this view or a control inside it has
  /// the focus.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(action: KeyPressAction(keys: nil, action: action)))
  }
}

extension ViewNode {
  /// Offers `press` to the `onKeyPress` actions around the control this node shows,
  /// innermost first, until one handles it: `.performed` when one did. Unhandled, Delete
  /// or Backspace deletes the list row the control is in when its `onDelete` lets it, as
  /// on a Mac.
  package func performKeyPress(_ press: KeyPress) -> ActionOutcome {
    let editsText = view(as: (any TextInputControl).self) != nil
    for handler in environment.keyPressActions
    where handler.keys.map({ $0.contains(press.key) }) ?? true
      && !(editsText && handler.yieldsToTextInput)
    {
      if handler.action(press) == .handled { return .performed }
    }
    if !editsText, press.modifiers.isEmpty, press.key == .delete || press.key == .deleteForward {
      return performRowDeletion()
    }
    return .notApplicable
  }
}
