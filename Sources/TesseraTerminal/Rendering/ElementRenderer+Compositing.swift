import Foundation
import TesseraCore

/// What changes how an element's drawing meets what is behind it: `blendMode` and `mask`.
extension ElementRenderer {
  /// Mixes what an element drew in `area` with what was `behind` in `mode`: its text and
  /// fill colours blended over the colour behind each cell; the Porter-Duff modes keep
  /// or drop whole cells (`destinationOut` clears where the view draws,
  /// `destinationOver` keeps what was there, `sourceAtop` draws only over something).
  func blend(
    _ area: CellRect, in mode: BlendMode, over behind: ScreenBuffer,
    into buffer: inout ScreenBuffer
  ) {
    guard area.width > 0, area.height > 0 else { return }
    func components(_ rgb: CellStyle.RGB) -> BlendMode.Components {
      (Double(rgb.red) / 255, Double(rgb.green) / 255, Double(rgb.blue) / 255)
    }
    func rgb(_ c: BlendMode.Components) -> CellStyle.RGB {
      func byte(_ x: Double) -> UInt8 { UInt8((min(max(x, 0), 1) * 255).rounded()) }
      return CellStyle.RGB(byte(c.red), byte(c.green), byte(c.blue))
    }
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn
      where buffer.contains(column: column, row: row) && buffer[column, row] != behind[column, row]
      {
        let under = behind[column, row]
        let hadSomething = under.style.background != nil || under.grapheme != " "
        switch mode {
        case .destinationOut: buffer[column, row] = .blank
        case .destinationOver where hadSomething: buffer[column, row] = under
        case .sourceAtop where !hadSomething: buffer[column, row] = under
        default:
          let backdrop = components(under.style.background ?? palette.background ?? palette.base)
          var style = buffer[column, row].style
          let text = style.foreground ?? palette.primary ?? palette.ink
          if let mixed = mode.blend(components(text), over: backdrop) {
            style.foreground = rgb(mixed)
          }
          if let fill = style.background, let mixed = mode.blend(components(fill), over: backdrop) {
            style.background = rgb(mixed)
          }
          buffer[column, row].style = style
        }
      }
    }
  }

  /// Keeps what an element drew in `area` where `mask` is opaque, puts back what was
  /// `behind` where it is clear, and fades it between, judged at the middle of the part of
  /// each cell within the element's `frame` (a view half a row off the grid is still
  /// judged inside itself).
  func apply(
    _ mask: RenderMask, over area: CellRect, of frame: CGRect, behind: ScreenBuffer,
    to buffer: inout ScreenBuffer
  ) {
    guard area.width > 0, area.height > 0 else { return }
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn
      where buffer.contains(column: column, row: row) && buffer[column, row] != behind[column, row]
      {
        let cell = CGRect(
          x: CGFloat(column) * cellSize.width, y: CGFloat(row) * cellSize.height,
          width: cellSize.width, height: cellSize.height)
        let within = cell.intersection(frame)
        let judged = within.isNull || within.isEmpty ? cell : within
        let alpha = mask.alpha(at: CGPoint(x: judged.midX, y: judged.midY))
        if alpha < 0.1 {
          buffer[column, row] = behind[column, row]
        } else if alpha < 0.9 {
          fade(&buffer[column, row].style, to: alpha, over: behind[column, row].style)
        }
      }
    }
  }
}
