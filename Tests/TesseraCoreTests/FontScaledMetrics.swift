import Foundation
import Tessera
import TesseraTesting

/// Cell metrics whose cells grow with the font, for layout that depends on text sizes
/// (baselines across fonts): a 17 pt font (`body`) measures as the terminal's 8 × 16 cells,
/// a 34 pt font as 16 × 32. The terminal itself has one cell size for every font.
@MainActor
final class FontScaledMetrics: LayoutMetrics {
  /// The metrics everything but text comes from: the headless host's.
  private let base = CellMetrics()
  /// Cell metrics for each font size seen.
  private var scaled: [Double: CellMetrics] = [:]

  func measure(
    _ text: String, font: Font?, width: CGFloat?, lineLimit: Int?,
    truncation: Text.TruncationMode
  ) -> TextMeasurement {
    cells(for: font).measure(
      text, font: font, width: width, lineLimit: lineLimit, truncation: truncation)
  }

  private func cells(for font: Font?) -> CellMetrics {
    let size = font?.size ?? Font.body.size
    if let cells = scaled[size] { return cells }
    let factor = CGFloat(size / Font.body.size)
    let cells = CellMetrics(
      cellWidth: base.cellWidth * factor, cellHeight: base.cellHeight * factor)
    scaled[size] = cells
    return cells
  }

  var defaultSpacing: CGSize { base.defaultSpacing }
  var defaultPadding: EdgeInsets { base.defaultPadding }
  var dividerThickness: CGSize { base.dividerThickness }
  var symbolSize: CGSize { base.symbolSize }
  var toggleIndicatorSize: CGSize { base.toggleIndicatorSize }
  var checkboxSize: CGSize { base.checkboxSize }
  var listRowVerticalPadding: CGFloat { base.listRowVerticalPadding }
  var stepperIndicatorSize: CGSize { base.stepperIndicatorSize }
  var controlHeight: CGFloat { base.controlHeight }

  func imageSize(named name: String, bundlePath: String?) -> CGSize? {
    base.imageSize(named: name, bundlePath: bundlePath)
  }
}
