import TesseraCore

/// Turns the difference between what the screen shows and what it should show into one
/// string of escape sequences: only changed cells are written, the cursor moves only when
/// the next changed cell is not where it already is, and style changes are sent only when
/// the style differs (the ncurses `doupdate` idea). The whole update is wrapped in a
/// synchronized-update pair so the terminal shows it at once.
package struct ScreenDiff {
  package let colorMode: ColorMode

  package init(colorMode: ColorMode) { self.colorMode = colorMode }

  /// Where the cursor was left by the previous output, if known.
  package var cursor: (column: Int, row: Int)?

  /// The bytes that turn `front` into `back`; empty when nothing changed. A `front` of a
  /// different size repaints everything. Afterwards `cursor` is where the output left the
  /// cursor. The terminal's attributes are assumed reset before and are reset after.
  package mutating func output(from front: ScreenBuffer?, to back: ScreenBuffer) -> String {
    let full = front.map { $0.columns != back.columns || $0.rows != back.rows } ?? true
    var out = ""
    var style = CellStyle.plain
    if full {
      out += "\u{1B}[2J"
      cursor = nil
    }
    for row in 0..<back.rows {
      var column = 0
      while column < back.columns {
        let cell = back[column, row]
        // After a clear, blank plain cells are already right.
        let unchanged =
          full ? cell == .blank : front.map { $0[column, row] == cell } == true
        if unchanged || cell.grapheme.isEmpty {
          column += 1
          continue
        }
        out += bridge(to: column, row: row, in: back, style: style) ?? move(to: (column, row))
        if style != cell.style {
          if style.link != cell.style.link { out += hyperlink(cell.style.link) }
          var bare = cell.style
          bare.link = style.link
          if bare != style { out += sgr(cell.style) }
          style = cell.style
        }
        out += cell.grapheme
        column += max(TextWrapping.columns(of: cell.grapheme), 1)
        // A grapheme of several scalars may advance the real cursor differently: say
        // where the next cell is rather than trusting it.
        cursor = cell.grapheme.unicodeScalars.count > 1 ? nil : (column, row)
      }
    }
    guard !out.isEmpty else { return "" }
    if style.link != nil { out += hyperlink(nil) }
    style.link = nil
    if style != .plain { out += "\u{1B}[0m" }
    // Large updates are shown at once; a few cells cannot tear.
    return out.utf8.count > 64 ? "\u{1B}[?2026h" + out + "\u{1B}[?2026l" : out
  }

  /// A few cells left of `column` on the cursor's row, written again instead of moving
  /// the cursor over them (the spaces between words): cheaper than an escape sequence.
  /// Nil when the gap is not short, or its cells are not plain one-column ones in
  /// `style`.
  private func bridge(to column: Int, row: Int, in back: ScreenBuffer, style: CellStyle)
    -> String?
  {
    guard let cursor, cursor.row == row, column > cursor.column, column - cursor.column <= 3
    else { return nil }
    var text = ""
    for gap in cursor.column..<column {
      let cell = back[gap, row]
      guard cell.style == style, cell.grapheme.unicodeScalars.count == 1,
        TextWrapping.columns(of: cell.grapheme) == 1
      else { return nil }
      text += cell.grapheme
    }
    return text
  }

  /// The shortest way to move the cursor to `target` from where it is.
  private func move(to target: (column: Int, row: Int)) -> String {
    let absolute = "\u{1B}[\(target.row + 1);\(target.column + 1)H"
    guard let cursor else { return absolute }
    if cursor == target { return "" }
    var candidates = [absolute]
    if cursor.row == target.row {
      let distance = target.column - cursor.column
      if distance > 0 { candidates.append("\u{1B}[\(distance)C") }
      if distance < 0 { candidates.append(String(repeating: "\u{8}", count: -distance)) }
    } else if target.row == cursor.row + 1 {
      candidates.append("\r\n" + (target.column > 0 ? "\u{1B}[\(target.column)C" : ""))
      // Line feed keeps the column: then a short step left or right.
      let distance = target.column - cursor.column
      let step =
        distance == 0
        ? "" : distance > 0 ? "\u{1B}[\(distance)C" : "\u{1B}[\(-distance)D"
      candidates.append("\n" + step)
    }
    return candidates.min { $0.utf8.count < $1.utf8.count }!
  }

  /// The OSC 8 sequence that starts a hyperlink to `link`, or ends the one open (nil).
  /// Terminals that do not know it show the text as it is.
  package func hyperlink(_ link: String?) -> String {
    "\u{1B}]8;;\(link ?? "")\u{1B}\\"
  }

  /// The select-graphic-rendition sequence for `style`, starting from a reset.
  package func sgr(_ style: CellStyle) -> String {
    var parameters = ["0"]
    if style.isBold { parameters.append("1") }
    if style.isDim { parameters.append("2") }
    if style.isItalic { parameters.append("3") }
    if style.isUnderlined { parameters.append("4") }
    if style.isInverse { parameters.append("7") }
    if style.isStruckThrough { parameters.append("9") }
    if let foreground = style.foreground {
      let value = colorMode.parameters(for: foreground, background: false)
      if !value.isEmpty { parameters.append(value) }
    }
    if let background = style.background {
      let value = colorMode.parameters(for: background, background: true)
      if !value.isEmpty { parameters.append(value) }
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
