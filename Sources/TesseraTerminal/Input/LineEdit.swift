/// A key applied to a text field's characters and cursor: the plain editing keys, and the
/// Emacs-style commands that a shell's readline taught terminal users (Ctrl-A and Ctrl-E
/// to the ends, Ctrl-U and Ctrl-K to delete to them, Ctrl-W and Alt-Backspace the word
/// before, Alt-B and Alt-F or Ctrl-←/→ by words, Alt-D the word after).
package struct LineEdit: Equatable {
  /// What the key did.
  package enum Outcome: Equatable {
    /// Only the cursor moved.
    case moved
    /// The text changed.
    case changed
  }

  package var characters: [Character]
  package var cursor: Int

  /// The text `text` with the cursor at `cursor` (kept within it).
  package init(_ text: String, cursor: Int) {
    characters = Array(text)
    self.cursor = min(max(cursor, 0), characters.count)
  }

  /// The edited text.
  package var text: String { String(characters) }

  /// Applies `key` held with `modifiers`; nil when it is no editing key (a shortcut, a
  /// key that leaves the field).
  package mutating func apply(_ key: InputEvent.Key, modifiers: KeyModifiers) -> Outcome? {
    let isControl = modifiers.contains(.control)
    let isAlt = modifiers.contains(.alt)
    switch (key, isControl, isAlt) {
    case (.character(let character), false, false):
      characters.insert(character, at: cursor)
      cursor += 1
      return .changed
    case (.backspace, false, false), (.character("h"), true, false):
      return delete(from: cursor - 1, to: cursor)
    case (.delete, false, false), (.character("d"), true, false):
      return delete(from: cursor, to: cursor + 1)
    case (.left, false, false), (.character("b"), true, false):
      return move(to: cursor - 1)
    case (.right, false, false), (.character("f"), true, false):
      return move(to: cursor + 1)
    case (.home, false, false), (.character("a"), true, false):
      return move(to: 0)
    case (.end, false, false), (.character("e"), true, false):
      return move(to: characters.count)
    case (.character("u"), true, false):
      return delete(from: 0, to: cursor)
    case (.character("k"), true, false):
      return delete(from: cursor, to: characters.count)
    case (.character("w"), true, false), (.backspace, false, true):
      return delete(from: startOfWord(before: cursor), to: cursor)
    case (.character("d"), false, true):
      return delete(from: cursor, to: endOfWord(after: cursor))
    case (.character("b"), false, true), (.left, true, false), (.left, false, true):
      return move(to: startOfWord(before: cursor))
    case (.character("f"), false, true), (.right, true, false), (.right, false, true):
      return move(to: endOfWord(after: cursor))
    default:
      return nil
    }
  }

  private mutating func move(to position: Int) -> Outcome {
    cursor = min(max(position, 0), characters.count)
    return .moved
  }

  /// Deletes the characters in `start..<end`, kept within the text; a key with nothing to
  /// delete is still taken, as at the start of a field.
  private mutating func delete(from start: Int, to end: Int) -> Outcome {
    let range = max(start, 0)..<min(end, characters.count)
    guard !range.isEmpty else { return .moved }
    characters.removeSubrange(range)
    cursor = range.lowerBound
    return .changed
  }

  /// Where the word before `position` starts: back over spaces and punctuation, then over
  /// the word's letters and digits.
  private func startOfWord(before position: Int) -> Int {
    var index = position
    while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// Where the word after `position` ends.
  private func endOfWord(after position: Int) -> Int {
    var index = position
    while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
