@testable import TesseraTerminal

extension TerminalHost {
  /// Types `text` one key at a time, as a user at the keyboard does.
  func type(_ text: String) {
    for character in text { handle(.key(.character(character))) }
  }
}
