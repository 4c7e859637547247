import TesseraImages

/// How a cell is drawn: colours (as 24-bit RGB, or the terminal's default) and text
/// attributes.
package struct CellStyle: Hashable, Sendable {
  /// A colour as red, green and blue bytes (the type decoded pixels have too).
  package typealias RGB = TesseraImages.RGB

  /// The text colour, or nil for the terminal's default.
  package var foreground: RGB?
  /// The background colour, or nil for the terminal's default.
  package var background: RGB?
  package var isBold = false
  package var isDim = false
  package var isItalic = false
  package var isUnderlined = false
  package var isInverse = false
  package var isStruckThrough = false
  /// Where the cell links to (an OSC 8 hyperlink, which terminals that know it open on a
  /// click), or nil.
  package var link: String?
  /// Whether the cell's colours were faded towards what is behind it (a view with an
  /// `opacity` below 1): its text is meant to read faintly, so it is not made to read.
  package var isFaded = false

  package init(foreground: RGB? = nil, background: RGB? = nil) {
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default look.
  package static let plain = CellStyle()
}

/// One character cell: a grapheme (or nothing, for the right half of a wide character)
/// and its style.
package struct Cell: Hashable, Sendable {
  /// The grapheme shown; empty for the cell a wide character spills into.
  package var grapheme: String
  package var style: CellStyle

  package init(_ grapheme: String = " ", style: CellStyle = .plain) {
    self.grapheme = grapheme
    self.style = style
  }

  /// A blank cell.
  package static let blank = Cell()
}
