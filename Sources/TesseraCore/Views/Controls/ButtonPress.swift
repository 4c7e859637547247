/// Whether a button is held down (the mouse button pressed on it and not yet let go),
/// kept in its node: what a `ButtonStyle` reads as `configuration.isPressed`.
final class ButtonPress {
  var isDown = false
}

extension ViewNode {
  /// Whether the button this node shows is held down.
  var isPressed: Bool { locals[ButtonPress.self]?.isDown ?? false }

  /// Holds the button this node shows down (true) or lets it go, as the mouse button does:
  /// a `ButtonStyle` of the app's draws it pressed meanwhile. The action itself runs on
  /// the click, not here.
  @discardableResult
  package func performPress(_ isDown: Bool) -> ActionOutcome {
    guard let control = view(as: (any PressableControl).self) else { return .notApplicable }
    guard environment.isEnabled || !isDown else { return .disabled }
    let press = locals.value { ButtonPress() }
    guard press.isDown != isDown else { return .notApplicable }
    press.isDown = isDown
    // Only a style of the app's draws the press: any other button has nothing to redraw.
    if control.showsPress(in: environment) { invalidate() }
    return .performed
  }
}

/// A control that can show whether it is held down: a button, whose style reads it.
@MainActor
package protocol PressableControl {
  /// Whether its look in `environment` shows the press (a `ButtonStyle` of the app's).
  func showsPress(in environment: EnvironmentValues) -> Bool
}
