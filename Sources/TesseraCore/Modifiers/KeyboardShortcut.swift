/// A key that activates a control from anywhere in its window or presentation.
public struct KeyboardShortcut: Hashable, Sendable {
  let name: String
  /// Enter: the default action of a window or alert.
  public static let defaultAction = KeyboardShortcut(name: "defaultAction")
  /// Esc: the cancel action.
  public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

/// Binds a keyboard shortcut to the modified control.
package struct KeyboardShortcutModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// The shortcut; nil keeps the modifier (and so the view's identity) without one.
  package let shortcut: KeyboardShortcut?

  package var inspectionDescription: String { "keyboardShortcut(\(shortcut?.name ?? "none"))" }
}

extension View {
  /// Makes `shortcut` activate this control; nil removes it.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }
}
