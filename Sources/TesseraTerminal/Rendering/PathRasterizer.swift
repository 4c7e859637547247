import Foundation
import TesseraCore

/// Draws any path in cells: a fill as half blocks (two samples a cell, top and bottom),
/// a stroke as braille dots (a grid of 2 × 4 dots a cell), so that arcs, rings, trimmed
/// outlines and charts keep their shape in a terminal.
struct PathRasterizer {
  /// The size of a cell in points.
  let cellSize: CGSize

  /// Fills `path` (in window points) in `color`, within `clip`, where `mask` (given a
  /// point in window points) allows.
  func fill(
    _ path: Path, color: CellStyle.RGB, into buffer: inout ScreenBuffer, clip: CellRect,
    mask: ((CGPoint) -> Bool)? = nil
  ) {
    // Flattened once: every sample tests the same lines.
    let outline = Path { flat in
      for line in path.polylines() {
        flat.addLines(line.points)
        flat.closeSubpath()
      }
    }
    let bounds = outline.boundingRect
    guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return }
    let area = cells(covering: bounds).intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn where buffer.contains(column: column, row: row) {
        let x = (CGFloat(column) + 0.5) * cellSize.width
        func covered(_ point: CGPoint) -> Bool {
          outline.contains(point) && mask?(point) != false
        }
        let top = covered(CGPoint(x: x, y: (CGFloat(row) + 0.25) * cellSize.height))
        let bottom = covered(CGPoint(x: x, y: (CGFloat(row) + 0.75) * cellSize.height))
        switch (top, bottom) {
        case (true, true):
          buffer.fill(
            CellRect(column: column, row: row, width: 1, height: 1), grapheme: " ",
            style: CellStyle(background: color))
        case (true, false):
          buffer.write("▀", column: column, row: row, style: CellStyle(foreground: color))
        case (false, true):
          buffer.write("▄", column: column, row: row, style: CellStyle(foreground: color))
        case (false, false):
          break
        }
      }
    }
  }

  /// Strokes `path` (in window points) in `color` as braille dots, within `clip`, where
  /// `mask` (given a point in window points) allows.
  func stroke(
    _ path: Path, color: CellStyle.RGB, into buffer: inout ScreenBuffer, clip: CellRect,
    mask: ((CGPoint) -> Bool)? = nil
  ) {
    let dot = CGSize(width: cellSize.width / 2, height: cellSize.height / 4)
    // Where dots can land, in points: a segment is sampled only across this.
    let visible = CGRect(
      x: CGFloat(clip.column) * cellSize.width, y: CGFloat(clip.row) * cellSize.height,
      width: CGFloat(clip.width) * cellSize.width, height: CGFloat(clip.height) * cellSize.height)
    var dots: [Int: UInt8] = [:]
    func plot(_ point: CGPoint) {
      let dotX = Int((point.x / dot.width).rounded(.down))
      let dotY = Int((point.y / dot.height).rounded(.down))
      let column = dotX >= 0 ? dotX / 2 : (dotX - 1) / 2
      let row = dotY >= 0 ? dotY / 4 : (dotY - 3) / 4
      guard clip.contains(column: column, row: row), buffer.contains(column: column, row: row),
        mask?(point) != false
      else { return }
      let bit = Self.bits[dotY - row * 4][dotX - column * 2]
      dots[row * buffer.columns + column, default: 0] |= bit
    }
    for line in path.polylines() {
      var points = line.points
      if line.isClosed, let first = points.first { points.append(first) }
      if points.count == 1, visible.contains(points[0]) { plot(points[0]) }
      for (a, b) in zip(points, points.dropFirst()) {
        guard let (from, to) = Self.clipped(a, b, to: visible) else { continue }
        // Samples at half a dot apart, so no dot along the line is skipped.
        let span = max(abs(to.x - from.x) / dot.width, abs(to.y - from.y) / dot.height) * 2
        let steps = min(max(Int(span.rounded(.up)), 1), 100_000)
        for step in 0...steps {
          let t = CGFloat(step) / CGFloat(steps)
          plot(CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
      }
    }
    for (index, mask) in dots {
      let column = index % buffer.columns
      let row = index / buffer.columns
      let scalar = Unicode.Scalar(0x2800 + UInt32(mask))!
      buffer.write(
        String(Character(scalar)), column: column, row: row, style: CellStyle(foreground: color))
    }
  }

  /// The part of the segment from `a` to `b` inside `rect` (Liang–Barsky), or nil.
  static func clipped(_ a: CGPoint, _ b: CGPoint, to rect: CGRect) -> (CGPoint, CGPoint)? {
    let dx = b.x - a.x
    let dy = b.y - a.y
    var low: CGFloat = 0
    var high: CGFloat = 1
    for (p, q) in [
      (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
    ] {
      if p == 0 {
        if q < 0 { return nil }
      } else {
        let r = q / p
        if p < 0 { low = max(low, r) } else { high = min(high, r) }
      }
    }
    guard low <= high else { return nil }
    return (
      CGPoint(x: a.x + dx * low, y: a.y + dy * low), CGPoint(x: a.x + dx * high, y: a.y + dy * high)
    )
  }

  /// The cells that `rect` (points) touches.
  private func cells(covering rect: CGRect) -> CellRect {
    let column = Int((rect.minX / cellSize.width).rounded(.down))
    let row = Int((rect.minY / cellSize.height).rounded(.down))
    let maxColumn = Int((rect.maxX / cellSize.width).rounded(.up))
    let maxRow = Int((rect.maxY / cellSize.height).rounded(.up))
    return CellRect(column: column, row: row, width: maxColumn - column, height: maxRow - row)
  }

  /// The braille bit of each dot, by row (0–3) and column (0–1) within a cell.
  private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
}
