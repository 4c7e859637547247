import Foundation
import TesseraCore

extension ElementRenderer {
  /// Draws what a `Canvas` recorded at its size: fills in half blocks, strokes in
  /// braille dots, text and symbols in the cells nearest their anchor.
  func drawCanvas(
    _ commands: [CanvasCommand], element: RenderElement, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    let frame = element.frame
    let area = cells(frame).intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    let rasterizer = PathRasterizer(cellSize: cellSize)
    let foreground = element.style.foregroundColor ?? .primary
    func rgb(_ paint: CanvasCommand.Paint) -> CellStyle.RGB? {
      palette.rgb(paint.color ?? paint.gradient.map { $0[$0.count / 2] } ?? foreground)
    }
    /// Writes `string` with its `anchor` at `point` of the canvas, in the nearest cells.
    func write(_ string: String, at point: CGPoint, anchor: UnitPoint, style: CellStyle) {
      let width = CGFloat(TextWrapping.columns(of: string)) * cellSize.width
      let origin = CGPoint(
        x: frame.minX + point.x - anchor.x * width,
        y: frame.minY + point.y - anchor.y * cellSize.height)
      buffer.write(
        string, column: Int((origin.x / cellSize.width).rounded()),
        row: Int((origin.y / cellSize.height).rounded()), style: style, clip: area)
    }
    for command in commands {
      switch command {
      case .fill(let path, let paint, _):
        guard let color = rgb(paint) else { continue }
        rasterizer.fill(
          path.offsetBy(dx: frame.minX, dy: frame.minY), color: color, into: &buffer, clip: area)
      case .stroke(let path, let paint, _):
        guard let color = rgb(paint) else { continue }
        rasterizer.stroke(
          path.offsetBy(dx: frame.minX, dy: frame.minY), color: color, into: &buffer, clip: area)
      case .symbol(let name, let point, let anchor, _, let color):
        guard let glyph = SymbolGlyphs.glyph(for: name) else { continue }
        var style = baseStyle(element)
        if let color { style.foreground = palette.rgb(color) }
        write(glyph, at: point, anchor: anchor, style: style)
      case .text(let string, let point, let anchor, _, let color):
        var style = baseStyle(element)
        if let color { style.foreground = palette.rgb(color) }
        write(string, at: point, anchor: anchor, style: style)
      }
    }
  }
}
