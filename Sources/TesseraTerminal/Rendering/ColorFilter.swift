import Foundation
import TesseraCore

/// A colour filter a modifier draws its view through (`grayscale`, `hueRotation`), as
/// the CSS filter functions of the same names compute it, applied to the colours of the
/// cells the view drew. The terminal's default colours are left alone (they are the
/// user's, and neutral).
struct ColorFilter {
  /// The 3 × 3 matrix applied to a colour's red, green and blue, row by row.
  private let matrix: [Double]

  /// The matrix of `filter`.
  init(_ filter: RenderColorFilter) {
    switch filter {
    case .grayscale(let amount):
      let keep = 1 - amount
      matrix = [
        0.2126 + 0.7874 * keep, 0.7152 - 0.7152 * keep, 0.0722 - 0.0722 * keep,
        0.2126 - 0.2126 * keep, 0.7152 + 0.2848 * keep, 0.0722 - 0.0722 * keep,
        0.2126 - 0.2126 * keep, 0.7152 - 0.7152 * keep, 0.0722 + 0.9278 * keep,
      ]
    case .hueRotation(let angle):
      let cosine = cos(angle.radians)
      let sine = sin(angle.radians)
      matrix = [
        0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
        0.072 - cosine * 0.072 + sine * 0.928,
        0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
        0.072 - cosine * 0.072 - sine * 0.283,
        0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
        0.072 + cosine * 0.928 + sine * 0.072,
      ]
    }
  }

  /// `color` through the filter.
  func apply(_ color: CellStyle.RGB) -> CellStyle.RGB {
    let (red, green, blue) = (Double(color.red), Double(color.green), Double(color.blue))
    func row(_ index: Int) -> UInt8 {
      let value =
        matrix[index * 3] * red + matrix[index * 3 + 1] * green + matrix[index * 3 + 2] * blue
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
