import TesseraCore

/// Turns the difference between what the screen shows and what it should show into one
/// string of escape sequences: only changed cells are written, the cursor moves only when
/// the next changed cell is not where it already is, and style changes are sent only when
/// the style differs (the ncurses `doupdate` idea). The whole update is wrapped in a
/// synchronized-update pair so the terminal shows it at once.
package struct ScreenDiff {
  package let colorMode: ColorMode

  package init(colorMode: ColorMode) { self.colorMode = colorMode }

  /// The bytes that turn `front` into `back`; empty when nothing changed. A `front` of a
  /// different size repaints everything.
  package func output(from front: ScreenBuffer?, to back: ScreenBuffer) -> String {
    let full = front.map { $0.columns != back.columns || $0.rows != back.rows } ?? true
    var out = ""
    var cursor: (column: Int, row: Int)?
    var style: CellStyle?
    if full { out += "\u{1B}[0m\u{1B}[2J" }
    for row in 0..<back.rows {
      var column = 0
      while column < back.columns {
        let cell = back[column, row]
        let unchanged = !full && front.map { $0[column, row] == cell } == true
        if unchanged || cell.grapheme.isEmpty {
          column += 1
          continue
        }
        if cursor == nil || cursor! != (column, row) {
          out += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if style != cell.style {
          out += sgr(cell.style)
          style = cell.style
        }
        out += cell.grapheme
        let width = max(TextWrapping.columns(of: cell.grapheme), 1)
        column += width
        cursor = (column, row)
      }
    }
    guard !out.isEmpty else { return "" }
    return "\u{1B}[?2026h" + out + "\u{1B}[0m\u{1B}[?2026l"
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
