import Foundation

/// Metrics of a grid of character cells: every character is `cellWidth` points wide (East
/// Asian wide characters and emoji two cells) and every line `cellHeight` points tall.
/// The terminal uses 8 × 16; so does the headless test backend, so that what tests lay out
/// is what a terminal shows.
package final class CellMetrics: LayoutMetrics {
  /// The width of one cell in points.
  package let cellWidth: CGFloat
  /// The height of one cell in points.
  package let cellHeight: CGFloat
  package let defaultSpacing: CGSize
  package let defaultPadding: EdgeInsets
  package let dividerThickness: CGSize

  /// Cells of the given size, with SwiftUI's default spacing (8) and padding (16) unless
  /// told otherwise.
  package init(
    cellWidth: CGFloat = 8, cellHeight: CGFloat = 16,
    defaultSpacing: CGSize = CGSize(width: 8, height: 8),
    defaultPadding: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
    dividerThickness: CGSize = CGSize(width: 1, height: 1)
  ) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.defaultSpacing = defaultSpacing
    self.defaultPadding = defaultPadding
    self.dividerThickness = dividerThickness
  }

  /// Metrics for a real terminal: everything lands on whole cells. Stacks put no blank
  /// row between views (one column across), padding is one row and two columns, and a
  /// divider is one row (or column) of line-drawing characters.
  package static func terminal() -> CellMetrics {
    CellMetrics(
      defaultSpacing: CGSize(width: 8, height: 0),
      defaultPadding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
      dividerThickness: CGSize(width: 8, height: 16))
  }
  package var symbolSize: CGSize { CGSize(width: 2 * cellWidth, height: cellHeight) }
  /// `[x]`, for a switch and a check box alike.
  package var toggleIndicatorSize: CGSize { CGSize(width: 3 * cellWidth, height: cellHeight) }
  package var checkboxSize: CGSize { toggleIndicatorSize }
  /// None: a row is as tall as its content, so that a screen shows as many as it can.
  package var listRowVerticalPadding: CGFloat { 0 }
  /// `[−|+]`.
  package var stepperIndicatorSize: CGSize { CGSize(width: 5 * cellWidth, height: cellHeight) }
  package var controlHeight: CGFloat { cellHeight }

  /// Reads the natural size of a named image (in points, one per pixel); set by a
  /// backend that can decode images.
  package var imageSizeProvider: ((String, String?) -> CGSize?)?

  package func imageSize(named name: String, bundlePath: String?) -> CGSize? {
    imageSizeProvider?(name, bundlePath)
  }

  /// Reads the natural size of image data (in points, one per pixel); set by a backend
  /// that can decode images.
  package var imageDataSizeProvider: ((Data) -> CGSize?)?

  package func imageSize(data: Data) -> CGSize? { imageDataSizeProvider?(data) }

  package func measure(
    _ text: String, font: Font?, width: CGFloat?, lineLimit: Int?,
    truncation: Text.TruncationMode = .tail
  ) -> TextMeasurement {
    let maxColumns = width.map { max(Int(($0 / cellWidth).rounded(.down)), 1) }
    var lines = TextWrapping.wrap(text, maxColumns: maxColumns)
    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      // The last line shown holds the rest of its paragraph, cut at the width with "…".
      // With one line, head and middle truncation keep the end of the text.
      let tail = TextWrapping.rest(of: text, after: lines.prefix(lineLimit - 1))
      let limit = maxColumns ?? TextWrapping.columns(of: tail) + 1
      lines = Array(lines.prefix(lineLimit - 1))
      if lineLimit == 1, truncation != .tail {
        lines.append(TextWrapping.truncate(tail, toColumns: limit, keeping: truncation))
      } else {
        lines.append(TextWrapping.truncate(tail, toColumns: limit, forceEllipsis: true))
      }
    }
    let columns = lines.map(TextWrapping.columns(of:)).max() ?? 0
    let height = CGFloat(max(lines.count, 1)) * cellHeight
    let ascent = (cellHeight * 0.75).rounded()
    return TextMeasurement(
      size: CGSize(width: CGFloat(columns) * cellWidth, height: text.isEmpty ? 0 : height),
      lines: lines, firstBaseline: ascent,
      lastBaseline: CGFloat(max(lines.count, 1) - 1) * cellHeight + ascent)
  }
}
