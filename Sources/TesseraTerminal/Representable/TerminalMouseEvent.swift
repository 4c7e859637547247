/// A mouse event a terminal widget receives, at a cell of its own canvas ((0, 0) is its
/// top leading corner; a drag may leave the widget, so coordinates can fall outside it).
public struct TerminalMouseEvent: Equatable, Sendable {
  /// What the mouse did.
  public enum Kind: Equatable, Sendable {
    /// The left button went down on the widget (which then takes the focus).
    case press
    /// The mouse moved with the button down, after a press on the widget.
    case drag
    /// The button went up, after a press on the widget.
    case release
    /// The wheel turned up over the widget.
    case scrollUp
    /// The wheel turned down over the widget.
    case scrollDown
  }

  /// What the mouse did.
  public let kind: Kind
  /// The column, from the widget's leading edge.
  public let column: Int
  /// The row, from the widget's top.
  public let row: Int

  /// An event of `kind` at a cell of the widget.
  public init(_ kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}
