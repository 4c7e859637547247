/// The cells a terminal widget draws into: its own rectangle, with (0, 0) at its top
/// leading corner. Writes outside it are clipped.
public struct TerminalCanvas {
  /// The width in columns.
  public let columns: Int
  /// The height in rows.
  public let rows: Int
  package var cells: ScreenBuffer

  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = ScreenBuffer(columns: columns, rows: rows)
  }

  /// Writes `text` from a column and row, optionally bold, inverse, or in a colour given
  /// as red, green and blue bytes.
  public mutating func write(
    _ text: String, column: Int, row: Int, bold: Bool = false, inverse: Bool = false,
    color: (red: UInt8, green: UInt8, blue: UInt8)? = nil
  ) {
    var style = CellStyle(foreground: color.map { CellStyle.RGB($0.red, $0.green, $0.blue) })
    style.isBold = bold
    style.isInverse = inverse
    cells.write(text, column: column, row: row, style: style)
  }
}

/// A key a focused terminal widget receives.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  /// Enter.
  case enter
  /// The arrow keys.
  case up, down, left, right
}

/// A widget that draws itself into terminal cells and, when focused, handles keys: what
/// `TerminalViewRepresentable.makeTerminalView` returns.
@MainActor
public protocol TerminalWidget: AnyObject {
  /// Draws the widget into `canvas`.
  func draw(in canvas: inout TerminalCanvas)
  /// Whether the widget takes keyboard focus.
  var isFocusable: Bool { get }
  /// Handles a key while focused; returns whether it used it.
  func handle(_ key: TerminalKey) -> Bool
  /// Handles a mouse event on the widget (only focusable widgets get them); returns
  /// whether it used it. A wheel turn it does not use scrolls what is around it.
  func handleMouse(_ event: TerminalMouseEvent) -> Bool
}

extension TerminalWidget {
  /// Not focusable by default.
  public var isFocusable: Bool { false }
  /// Uses no keys by default.
  public func handle(_ key: TerminalKey) -> Bool { false }
  /// Uses no mouse events by default.
  public func handleMouse(_ event: TerminalMouseEvent) -> Bool { false }
}
