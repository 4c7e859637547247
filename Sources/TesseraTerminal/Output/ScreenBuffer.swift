import TesseraCore

/// A grid of cells: what the screen should show.
package struct ScreenBuffer: Equatable, Sendable {
  package private(set) var columns: Int
  package private(set) var rows: Int
  package private(set) var cells: [Cell]
  /// Where the terminal's own cursor goes: the insertion point of the text being edited,
  /// which screen readers, magnifiers and input methods follow. Nil: the cursor is hidden.
  package var caret: CellPosition?

  /// A blank buffer of the given size.
  package init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at a column and row.
  package subscript(column: Int, row: Int) -> Cell {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  /// Takes the cells of `rows` from `other`, a buffer of the same size. Whole rows, so no
  /// wide character is split.
  package mutating func copyRows(_ rows: Range<Int>, from other: ScreenBuffer) {
    precondition(other.columns == columns && other.rows == self.rows, "buffers differ in size")
    let shown = rows.clamped(to: 0..<self.rows)
    let span = (shown.lowerBound * columns)..<(shown.upperBound * columns)
    cells.replaceSubrange(span, with: other.cells[span])
    // The caret is where the rows drawn again put it, or stays where it was outside them.
    if let caret, shown.contains(caret.row) { self.caret = nil }
    if let caret = other.caret, shown.contains(caret.row) { self.caret = caret }
  }

  /// Whether a position is on the grid.
  package func contains(column: Int, row: Int) -> Bool {
    column >= 0 && row >= 0 && column < columns && row < rows
  }

  /// Writes `text` from a position, wide characters taking two cells, clipped to the grid
  /// and to `clip`. Returns the column after the last character.
  @discardableResult
  package mutating func write(
    _ text: String, column: Int, row: Int, style: CellStyle, clip: CellRect? = nil
  ) -> Int {
    var x = column
    for original in text {
      // Control characters would move the real cursor or start escape sequences.
      let character: Character =
        original.unicodeScalars.contains { $0.properties.generalCategory == .control }
        ? "\u{FFFD}" : original
      let width = TextWrapping.columns(of: character)
      guard width > 0 else { continue }
      if let clip, x + width > clip.maxColumn { break }
      if inside(x, row, clip) && contains(column: x, row: row) {
        clearWideCharacter(at: x, row: row)
        // Text without a background of its own shows what it is drawn over.
        var style = style
        if style.background == nil { style.background = self[x, row].style.background }
        self[x, row] = Cell(String(character), style: style)
        if width == 2, contains(column: x + 1, row: row) {
          clearWideCharacter(at: x + 1, row: row)
          self[x + 1, row] = Cell("", style: style)
        }
      }
      x += width
    }
    return x
  }

  /// Before a cell is overwritten: if it is half of a wide character, blanks the other
  /// half, so no orphan half is left behind.
  private mutating func clearWideCharacter(at column: Int, row: Int) {
    let cell = self[column, row]
    if cell.grapheme.isEmpty, column > 0 {
      self[column - 1, row].grapheme = " "
    } else if TextWrapping.columns(of: cell.grapheme) == 2, contains(column: column + 1, row: row),
      self[column + 1, row].grapheme.isEmpty
    {
      self[column + 1, row].grapheme = " "
    }
  }

  /// Sets the background of every cell in `rect` (keeping their characters), or fills
  /// them with `grapheme` in `style`.
  package mutating func fill(_ rect: CellRect, grapheme: String? = nil, style: CellStyle) {
    for row in rect.row..<rect.maxRow {
      for column in rect.column..<rect.maxColumn where contains(column: column, row: row) {
        if let grapheme {
          self[column, row] = Cell(grapheme, style: style)
        } else {
          self[column, row].style.background = style.background
        }
      }
    }
  }

  /// Covers `rect` with an opaque `colour`, which hides what is behind it, characters too
  /// (a pinned header over the rows it scrolls over, a card over a card). A line drawn
  /// in box-drawing characters (a divider, a border) is thinner than its cell, so a
  /// colour over it colours the line instead, as in SwiftUI `Divider().overlay(.red)`.
  package mutating func cover(_ rect: CellRect, with colour: CellStyle.RGB) {
    for row in rect.row..<rect.maxRow {
      // A wide character cut in half by the edge goes whole.
      if contains(column: rect.column, row: row), self[rect.column, row].grapheme.isEmpty,
        contains(column: rect.column - 1, row: row)
      {
        self[rect.column - 1, row].grapheme = " "
      }
      if contains(column: rect.maxColumn, row: row), self[rect.maxColumn, row].grapheme.isEmpty {
        self[rect.maxColumn, row].grapheme = " "
      }
      for column in rect.column..<rect.maxColumn where contains(column: column, row: row) {
        if let scalar = self[column, row].grapheme.unicodeScalars.first,
          (0x2500...0x257F).contains(scalar.value)
        {
          self[column, row].style.foreground = colour
        } else {
          self[column, row] = Cell(" ", style: CellStyle(background: colour))
        }
      }
    }
  }

  /// Changes the style of the cells in `rect` with `change`.
  package mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
    for row in rect.row..<rect.maxRow {
      for column in rect.column..<rect.maxColumn where contains(column: column, row: row) {
        change(&self[column, row].style)
      }
    }
  }

  /// Changes the style of each cell in `rect` that differs from the same cell in
  /// `earlier` (a copy of this buffer from before): what was drawn since.
  package mutating func restyleChanges(
    _ rect: CellRect, since earlier: ScreenBuffer, _ change: (inout CellStyle) -> Void
  ) {
    restyleChanges(rect, since: earlier) { style, _ in change(&style) }
  }

  /// Changes the style of the cells of `rect` that differ from `earlier`, given the style
  /// each had there (what shows through it).
  package mutating func restyleChanges(
    _ rect: CellRect, since earlier: ScreenBuffer,
    _ change: (inout CellStyle, _ behind: CellStyle) -> Void
  ) {
    guard earlier.columns == columns, earlier.rows == rows else {
      return restyle(rect) { change(&$0, .plain) }
    }
    for row in rect.row..<rect.maxRow {
      for column in rect.column..<rect.maxColumn
      where contains(column: column, row: row) && self[column, row] != earlier[column, row] {
        change(&self[column, row].style, earlier[column, row].style)
      }
    }
  }

  /// The characters of each row, trailing blanks removed: a plain-text screenshot.
  package var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns { line += self[column, row].grapheme }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  private func inside(_ column: Int, _ row: Int, _ clip: CellRect?) -> Bool {
    guard let clip else { return true }
    return column >= clip.column && column < clip.maxColumn && row >= clip.row
      && row < clip.maxRow
  }
}

/// A rectangle of cells.
package struct CellRect: Hashable, Sendable {
  package var column: Int
  package var row: Int
  package var width: Int
  package var height: Int

  package init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  package var maxColumn: Int { column + width }
  package var maxRow: Int { row + height }

  /// Whether the cell at `column`, `row` is inside.
  package func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < maxColumn && row >= self.row && row < maxRow
  }

  /// The part of this rectangle inside `other`.
  package func intersection(_ other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    return CellRect(
      column: left, row: top, width: min(maxColumn, other.maxColumn) - left,
      height: min(maxRow, other.maxRow) - top)
  }
}

/// A cell's place on the screen.
package struct CellPosition: Equatable, Sendable {
  package var column: Int
  package var row: Int

  package init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
