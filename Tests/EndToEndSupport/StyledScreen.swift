import Foundation

/// A screen captured with its colours (`tmux capture-pane -e`): each cell's character and
/// the colours it is drawn in, so a test can check what a person can read.
public struct StyledScreen {
  /// A colour as red, green and blue from 0 to 255.
  public struct RGB: Equatable, CustomStringConvertible {
    /// Red, from 0 to 255.
    public var red: Double
    /// Green, from 0 to 255.
    public var green: Double
    /// Blue, from 0 to 255.
    public var blue: Double

    /// A colour of these components, each from 0 to 255.
    public init(_ red: Double, _ green: Double, _ blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The components as whole numbers, for messages.
    public var description: String { "(\(Int(red)),\(Int(green)),\(Int(blue)))" }

    /// The relative luminance, as WCAG defines it.
    public var luminance: Double {
      func linear(_ value: Double) -> Double {
        let channel = value / 255
        return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of this colour and `other` (1 to 21).
    public func contrast(with other: RGB) -> Double {
      let (light, dark) =
        luminance > other.luminance ? (luminance, other.luminance) : (other.luminance, luminance)
      return (light + 0.05) / (dark + 0.05)
    }

    /// This colour moved `fraction` of the way to `other`.
    public func mixed(with other: RGB, by fraction: Double) -> RGB {
      RGB(
        red + (other.red - red) * fraction, green + (other.green - green) * fraction,
        blue + (other.blue - blue) * fraction)
    }

    /// The colour of xterm's 256-colour palette number `index`.
    public static func xterm(_ index: Int) -> RGB {
      let system: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238),
        RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127),
        RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255),
        RGB(0, 255, 255), RGB(255, 255, 255),
      ]
      if index < 16 { return system[max(index, 0)] }
      if index >= 232 {
        let grey = Double(8 + 10 * (index - 232))
        return RGB(grey, grey, grey)
      }
      let levels: [Double] = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }
  }

  /// One character on the screen and how it is drawn; nil colours are the terminal's own.
  public struct Cell {
    /// The character shown.
    public var character: Character
    /// The text colour, or nil for the terminal's own.
    public var foreground: RGB?
    /// The background colour, or nil for the terminal's own.
    public var background: RGB?
    /// Whether the text is dim (drawn fainter).
    public var isDim = false
    /// Whether the colours are swapped.
    public var isInverse = false
    /// Whether the text is bold.
    public var isBold = false
    /// Whether the text is italic.
    public var isItalic = false
    /// The row, from the top.
    public var row: Int
    /// The column, from the left.
    public var column: Int
  }

  /// The cells that hold a character other than a space, row by row.
  public private(set) var cells: [Cell] = []
  /// The screen's text, one line a row.
  public private(set) var lines: [String] = []

  /// Parses the output of `capture-pane -p -e`.
  public init(_ captured: String) {
    // tmux writes a change of style where it happens: a style goes on to the next line.
    var style = Cell(character: " ", row: 0, column: 0)
    for (row, line) in captured.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var text = ""
      var column = 0
      var characters = Array(line)[...]
      while let character = characters.first {
        characters = characters.dropFirst()
        if character == "\u{1B}", characters.first == "[" {
          let body = characters.dropFirst().prefix { !$0.isLetter }
          characters = characters.dropFirst(body.count + 2)
          Self.apply(String(body), to: &style)
          continue
        }
        text.append(character)
        if character != " " {
          var cell = style
          cell.character = character
          cell.row = row
          cell.column = column
          cells.append(cell)
        }
        column += 1
      }
      lines.append(text)
    }
  }

  /// Applies the parameters of one SGR sequence.
  private static func apply(_ body: String, to style: inout Cell) {
    var codes = body.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }[...]
    if codes.isEmpty { codes = [0] }
    while let code = codes.first {
      codes = codes.dropFirst()
      switch code {
      case 0:
        style.foreground = nil
        style.background = nil
        style.isDim = false
        style.isInverse = false
        style.isBold = false
        style.isItalic = false
      case 1: style.isBold = true
      case 2: style.isDim = true
      case 22:
        style.isDim = false
        style.isBold = false
      case 3: style.isItalic = true
      case 23: style.isItalic = false
      case 7: style.isInverse = true
      case 27: style.isInverse = false
      case 30...37: style.foreground = .xterm(code - 30)
      case 90...97: style.foreground = .xterm(code - 90 + 8)
      case 40...47: style.background = .xterm(code - 40)
      case 100...107: style.background = .xterm(code - 100 + 8)
      case 39: style.foreground = nil
      case 49: style.background = nil
      case 38, 48:
        var color: RGB?
        if codes.first == 5, codes.count >= 2 {
          color = .xterm(codes[codes.startIndex + 1])
          codes = codes.dropFirst(2)
        } else if codes.first == 2, codes.count >= 4 {
          let values = Array(codes.dropFirst().prefix(3)).map(Double.init)
          color = RGB(values[0], values[1], values[2])
          codes = codes.dropFirst(4)
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
    }
  }

  /// The cell of the first letter of `text` on the screen, if it shows.
  public func firstCell(of text: String) -> Cell? {
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = line.distance(from: line.startIndex, to: range.lowerBound)
      return cells.first { $0.row == row && $0.column == column }
    }
    return nil
  }

  /// The contrast of each cell that shows text (letters, digits, punctuation and symbols;
  /// not pictures, boxes or bars), on a terminal whose own colours are `foreground` on
  /// `background`. Dim text is taken as halfway to its background.
  public func textContrasts(foreground: RGB, background: RGB) -> [(cell: Cell, contrast: Double)] {
    cells.compactMap { cell in
      guard Self.isText(cell.character) else { return nil }
      var ink = cell.foreground ?? foreground
      var paper = cell.background ?? background
      if cell.isInverse { swap(&ink, &paper) }
      if cell.isDim { ink = ink.mixed(with: paper, by: 0.5) }
      return (cell, ink.contrast(with: paper))
    }
  }

  private static func isText(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    // Block elements, box drawing and braille are pictures, frames and bars.
    if (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value) {
      return false
    }
    return character.isLetter || character.isNumber || character.isPunctuation
      || character.isSymbol
  }
}
