/// Something the user did at the terminal.
package enum InputEvent: Equatable, Sendable {
  /// A key, with the modifiers held.
  case key(Key, KeyModifiers = [])
  /// Text pasted in one go (bracketed paste).
  case paste(String)
  /// A mouse button or the wheel, at a cell.
  case mouse(MouseAction, column: Int, row: Int)
  /// The terminal's window gained (true) or lost (false) the focus.
  case focus(Bool)
  /// The terminal's answer to a request for its clipboard (OSC 52): the text on it.
  case clipboard(String)

  /// A key.
  package enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// A function key, F1 … F12.
    case function(Int)
    /// The Menu key (the context-menu key beside the right Ctrl), `CSI 29 ~`.
    case menu
  }

  /// What the mouse did.
  package enum MouseAction: Equatable, Sendable {
    /// A button went down (0 left, 1 middle, 2 right).
    case press(button: Int)
    /// The button went up.
    case release
    /// The mouse moved with a button down.
    case drag(button: Int)
    /// The mouse moved with no button down (reported while motion tracking is on).
    case move
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// The wheel tilted left, or turned up with Shift held.
    case wheelLeft
    /// The wheel tilted right, or turned down with Shift held.
    case wheelRight
  }
}

/// Modifier keys held with a key.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }
  package static let shift = KeyModifiers(rawValue: 1)
  package static let alt = KeyModifiers(rawValue: 2)
  package static let control = KeyModifiers(rawValue: 4)
}
