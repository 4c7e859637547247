/// A colour as red, green and blue bytes: a decoded pixel, or a terminal cell's colour.
package struct RGB: Hashable, Sendable {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8

  package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Whether the colour is a grey: its components within a few steps of one another
  /// (the terminal palette's greys, a secondary text colour).
  package var isGrey: Bool {
    max(red, green, blue) - min(red, green, blue) <= 16
  }
}
