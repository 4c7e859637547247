/// A direction of a move command: an arrow key (`onMoveCommand`).
public enum MoveCommandDirection: Sendable, Equatable {
  /// Up.
  case up
  /// Down.
  case down
  /// Left.
  case left
  /// Right.
  case right
}

/// The commands a Mac or a TV remote sends a focused view, as keys: Esc exits, the arrows
/// move, Delete deletes. They act while this view or a control inside it has the focus,
/// as `onKeyPress` does; the arrows and Delete stay a focused text field's own.
extension View {
  /// Runs `action` when Esc is pressed while this view or a control inside it has the
  /// focus (a Mac's Escape, a TV remote's Menu button). Nil does nothing.
  public func onExitCommand(perform action: (() -> Void)?) -> some View {
    modifier(
      KeyPressModifier(
        action: KeyPressAction(keys: [.escape]) { _ in
          guard let action else { return .ignored }
          action()
          return .handled
        }))
  }

  /// Runs `action` with the direction of an arrow key pressed while this view or a
  /// control inside it has the focus; a focused text field keeps its arrows. Nil does
  /// nothing.
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    let directions: [KeyEquivalent: MoveCommandDirection] = [
      .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right,
    ]
    return modifier(
      KeyPressModifier(
        action: KeyPressAction(keys: Set(directions.keys), yieldsToTextInput: true) { press in
          guard let action, let direction = directions[press.key] else { return .ignored }
          action(direction)
          return .handled
        }))
  }

  /// Runs `action` when Delete (Backspace or the forward Delete key) is pressed while
  /// this view or a control inside it has the focus; a focused text field keeps its
  /// Delete. Nil does nothing.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    modifier(
      KeyPressModifier(
        action: KeyPressAction(keys: [.delete, .deleteForward], yieldsToTextInput: true) { _ in
          guard let action else { return .ignored }
          action()
          return .handled
        }))
  }
}
