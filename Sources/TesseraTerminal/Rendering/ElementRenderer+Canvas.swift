import Foundation
import TesseraCore

extension ElementRenderer {
  /// Draws what a `Canvas` recorded at its size: fills in half blocks, strokes in
  /// braille dots, text and symbols in the cells nearest their anchor. Clip shapes keep
  /// the samples (and the cells of text) outside them undrawn; colour filters change
  /// the colours drawn.
  func drawCanvas(
    _ commands: [CanvasCommand], element: RenderElement, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    let frame = element.frame
    let area = cells(frame).intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    let rasterizer = PathRasterizer(cellSize: cellSize)
    let foreground = element.style.foregroundColor ?? .primary
    /// Writes `string` with its `anchor` at `point` of the canvas, in the nearest cells
    /// whose middles `mask` allows.
    func write(
      _ string: String, at point: CGPoint, anchor: UnitPoint, style: CellStyle,
      mask: ((CGPoint) -> Bool)?
    ) {
      let width = CGFloat(TextWrapping.columns(of: string)) * cellSize.width
      let origin = CGPoint(
        x: frame.minX + point.x - anchor.x * width,
        y: frame.minY + point.y - anchor.y * cellSize.height)
      let row = Int((origin.y / cellSize.height).rounded())
      var column = Int((origin.x / cellSize.width).rounded())
      guard let mask else {
        buffer.write(string, column: column, row: row, style: style, clip: area)
        return
      }
      for character in string {
        let text = String(character)
        let middle = CGPoint(
          x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
        if mask(middle) { buffer.write(text, column: column, row: row, style: style, clip: area) }
        column += TextWrapping.columns(of: text)
      }
    }
    func draw(
      _ command: CanvasCommand, mask: ((CGPoint) -> Bool)?, filters: [ColorFilter]
    ) {
      /// The command's colour through the filters (asked only of what draws).
      func color() -> CellStyle.RGB? {
        palette.rgb(command.color ?? foreground).map { rgb in
          filters.reduce(rgb) { $1.apply($0) }
        }
      }
      /// The element's style, in the command's colour when it has one or is filtered.
      func textStyle() -> CellStyle {
        var style = baseStyle(element)
        if command.color != nil || !filters.isEmpty { style.foreground = color() }
        return style
      }
      switch command {
      case .fill(let path, _, _):
        guard let color = color() else { return }
        rasterizer.fill(
          path.offsetBy(dx: frame.minX, dy: frame.minY), color: color, into: &buffer, clip: area,
          mask: mask)
      case .stroke(let path, _, _):
        guard let color = color() else { return }
        rasterizer.stroke(
          path.offsetBy(dx: frame.minX, dy: frame.minY), color: color, into: &buffer, clip: area,
          mask: mask)
      case .symbol(let name, let point, let anchor, _, _):
        guard let glyph = SymbolGlyphs.glyph(for: name) else { return }
        write(glyph, at: point, anchor: anchor, style: textStyle(), mask: mask)
      case .text(let string, let point, let anchor, _, _):
        write(string, at: point, anchor: anchor, style: textStyle(), mask: mask)
      case .adjusted(let inner, let adjustment):
        let clips = adjustment.clips
        // The clips are in the canvas's coordinates; the samples come in the window's.
        let clipped: ((CGPoint) -> Bool)? =
          clips.isEmpty
          ? mask
          : { point in
            let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
            return clips.allSatisfy { $0.contains(local) } && mask?(point) != false
          }
        draw(
          inner, mask: clipped,
          filters: filters + adjustment.filters.map { ColorFilter($0, palette: palette) })
      }
    }
    for command in commands { draw(command, mask: nil, filters: []) }
  }
}
