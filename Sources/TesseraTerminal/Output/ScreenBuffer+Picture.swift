import TesseraCore
import TesseraImages

extension ScreenBuffer {
  /// The screen as a picture, each cell 8 × 16 pixels times `scale`: its background (or
  /// the palette's, or transparent when the palette leaves it to the terminal and
  /// `isOpaque` is false), then its character in the text colour. Block elements, box
  /// lines and braille dots are drawn by their shapes, printable ASCII in Tessera's own
  /// 5 × 7 font (`PixelFont`), and any other character as an empty box.
  package func picture(palette: Palette, scale: Int, isOpaque: Bool) -> RGBAImage {
    let scale = max(scale, 1)
    var canvas = PixelCanvas(width: columns * 8 * scale, height: rows * 16 * scale)
    for row in 0..<rows {
      var column = 0
      while column < columns {
        let cell = self[column, row]
        let width = cell.grapheme.isEmpty ? 1 : max(TextWrapping.columns(of: cell.grapheme), 1)
        let painter = CellPainter(
          x: column * 8 * scale, y: row * 16 * scale, scale: scale, width: width)
        let colors = Self.colors(of: cell.style, palette: palette, isOpaque: isOpaque)
        if let background = colors.background { painter.fill(background, into: &canvas) }
        if !cell.grapheme.isEmpty, cell.grapheme != " " {
          painter.draw(
            cell.grapheme, color: colors.foreground, style: cell.style, into: &canvas)
        }
        column += width
      }
    }
    return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
  }

  /// The text and background colours a cell is painted in.
  private static func colors(of style: CellStyle, palette: Palette, isOpaque: Bool) -> (
    foreground: RGB, background: RGB?
  ) {
    var foreground = style.foreground ?? palette.primary ?? palette.ink
    var background = style.background ?? palette.background ?? (isOpaque ? palette.base : nil)
    if style.isInverse {
      (foreground, background) = (background ?? palette.base, foreground)
    }
    if style.isDim { foreground = foreground.mixed(with: background ?? palette.base, by: 0.5) }
    return (foreground, background)
  }
}
