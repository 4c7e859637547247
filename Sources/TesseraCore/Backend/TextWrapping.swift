/// Breaks text into lines of at most a number of columns, as a monospace grid shows it:
/// at spaces where possible, inside long words where not, with "…" marking truncation.
package enum TextWrapping {
  /// The columns `string` takes: two for East Asian wide characters and emoji, one for
  /// the rest (zero for combining marks, which join the previous character's grapheme).
  package static func columns(of string: String) -> Int {
    printableASCIICount(string) ?? string.reduce(0) { $0 + columns(of: $1) }
  }

  /// The length of `string` when it is printable ASCII only (a column a byte, and no
  /// newline), else nil: most labels are, and are then measured without Unicode tables.
  private static func printableASCIICount(_ string: String) -> Int? {
    var count = 0
    for byte in string.utf8 {
      guard byte >= 0x20, byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }

  /// The columns one grapheme takes.
  package static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: \.properties.isEmojiPresentation)
    {
      return 2
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    // A narrow character made emoji by U+FE0F (☃️, ❄️) stays one column: that is how
    // terminals (tmux, xterm) advance the cursor for it.
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// `text` broken into lines no wider than `maxColumns` (nil: only at newlines).
  package static func wrap(_ text: String, maxColumns: Int?) -> [String] {
    // One line of plain ASCII that fits is itself: no splitting.
    if let count = printableASCIICount(text), count <= maxColumns ?? .max { return [text] }
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxColumns else {
        result.append(String(paragraph))
        continue
      }
      var line = ""
      var lineColumns = 0
      var started = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordColumns = columns(of: String(word))
        let needed = started ? lineColumns + 1 + wordColumns : wordColumns
        if needed <= maxColumns {
          line = started ? line + " " + word : String(word)
          lineColumns = needed
          started = true
          continue
        }
        // Spaces hang past the end of a broken line, as in SwiftUI, rather than starting
        // a line of their own ("Vancouver " in nine columns is one line).
        if word.isEmpty, started { continue }
        if started {
          while line.last == " " { line.removeLast() }
          result.append(line)
        }
        // A word longer than a line is broken inside it.
        var rest = String(word)
        while columns(of: rest) > maxColumns {
          var head = ""
          var headColumns = 0
          for character in rest {
            let width = columns(of: character)
            if headColumns + width > maxColumns { break }
            head.append(character)
            headColumns += width
          }
          if head.isEmpty, let first = rest.first { head = String(first) }
          result.append(head)
          rest.removeFirst(head.count)
        }
        // A grapheme wider than a line (an emoji in one column) took the word's end: it
        // is the line so far, not followed by an empty one.
        if rest.isEmpty, let last = result.popLast() { rest = last }
        line = rest
        lineColumns = columns(of: rest)
        started = true
      }
      result.append(line)
    }
    return result
  }

  /// The end of `text` that fits in `limit` columns.
  package static func tail(of text: String, columns limit: Int) -> String {
    var result = ""
    var used = 0
    for character in text.reversed() {
      let width = columns(of: character)
      if used + width > limit { break }
      result.insert(character, at: result.startIndex)
      used += width
    }
    return result
  }

  /// What `text` has left of the paragraph that follows `lines` (the first lines `wrap`
  /// made of it): the separator each line broke at is skipped, and the paragraph ends at
  /// the next newline.
  package static func rest(of text: String, after lines: some Sequence<String>) -> String {
    var rest = Substring(text)
    for line in lines {
      rest = rest.dropFirst(line.count)
      if rest.first == " " || rest.first == "\n" { rest = rest.dropFirst() }
    }
    return String(rest.prefix { $0 != "\n" })
  }

  /// `line` cut to `limit` columns with "…" at its start (`.head`) or in its middle
  /// (`.middle`); whole when it fits.
  package static func truncate(
    _ line: String, toColumns limit: Int, keeping mode: Text.TruncationMode
  )
    -> String
  {
    guard columns(of: line) > limit else { return line }
    switch mode {
    case .tail: return truncate(line, toColumns: limit)
    case .head: return "…" + tail(of: line, columns: max(limit - 1, 0))
    case .middle:
      let end = tail(of: line, columns: max((limit - 1) / 2, 0))
      let start = truncate(line, toColumns: limit - columns(of: end), forceEllipsis: true)
      return start + end
    }
  }

  /// `line` cut to `columns`, ending in "…" when cut (or always, with `forceEllipsis`).
  package static func truncate(_ line: String, toColumns limit: Int, forceEllipsis: Bool = false)
    -> String
  {
    if !forceEllipsis, columns(of: line) <= limit { return line }
    var result = ""
    var used = 0
    for character in line {
      let width = columns(of: character)
      if used + width > limit - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }
}
