import Foundation
import TesseraCore

/// A colour filter a modifier draws its view through (`grayscale`, `hueRotation`,
/// `saturation`, `brightness`, `contrast`, `colorMultiply`, `colorInvert`), applied to the
/// colours of the cells the view drew (`RenderColorFilter.matrix`). The terminal's
/// default colours are left alone (they are the user's, and neutral).
struct ColorFilter {
  /// The 3 × 3 matrix applied to a colour's red, green and blue, row by row.
  private let matrix: [Double]
  /// What is added to each channel after the matrix, from 0 to 255.
  private let offset: Double

  /// The filter of `filter`, resolving a colour it names through `palette`.
  init(_ filter: RenderColorFilter, palette: Palette) {
    var multiplier: RenderColorFilter.Channels = (1, 1, 1)
    if case .multiply(let color) = filter, let rgb = palette.rgb(color) {
      multiplier = (Double(rgb.red) / 255, Double(rgb.green) / 255, Double(rgb.blue) / 255)
    }
    let (matrix, offset) = filter.matrix(multiplier: multiplier)
    self.matrix = matrix
    self.offset = offset * 255
  }

  /// `color` through the filter.
  func apply(_ color: CellStyle.RGB) -> CellStyle.RGB {
    let (red, green, blue) = (Double(color.red), Double(color.green), Double(color.blue))
    func row(_ index: Int) -> UInt8 {
      let value =
        matrix[index * 3] * red + matrix[index * 3 + 1] * green + matrix[index * 3 + 2] * blue
        + offset
      return UInt8(min(max(value.rounded(), 0), 255))
    }
    return CellStyle.RGB(row(0), row(1), row(2))
  }

  /// `style` with both its colours through the filter.
  func apply(to style: inout CellStyle) {
    style.foreground = style.foreground.map(apply)
    style.background = style.background.map(apply)
  }
}
