import Foundation
import TesseraCore

/// A colour filter a modifier draws its view through (`grayscale`, `hueRotation`,
/// `saturation`, `brightness`, `contrast`, `colorMultiply`, `colorInvert`), applied to the
/// colours of the cells the view drew. The matrices of grayscale, hue rotation and
/// saturation are those of the CSS filter functions of the same names. The terminal's
/// default colours are left alone (they are the user's, and neutral).
struct ColorFilter {
  /// The 3 × 3 matrix applied to a colour's red, green and blue, row by row.
  private let matrix: [Double]
  /// What is added to each channel after the matrix, from 0 to 255.
  private var offset: Double = 0

  /// The filter of `filter`, resolving a colour it names through `palette`.
  init(_ filter: RenderColorFilter, palette: Palette) {
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
    case .saturation(let amount):
      matrix = [
        0.213 + 0.787 * amount, 0.715 - 0.715 * amount, 0.072 - 0.072 * amount,
        0.213 - 0.213 * amount, 0.715 + 0.285 * amount, 0.072 - 0.072 * amount,
        0.213 - 0.213 * amount, 0.715 - 0.715 * amount, 0.072 + 0.928 * amount,
      ]
    case .brightness(let amount):
      matrix = Self.scaling(1, 1, 1)
      offset = 255 * amount
    case .contrast(let amount):
      matrix = Self.scaling(amount, amount, amount)
      offset = 255 * (1 - amount) / 2
    case .multiply(let color):
      let rgb = palette.rgb(color) ?? CellStyle.RGB(255, 255, 255)
      matrix = Self.scaling(
        Double(rgb.red) / 255, Double(rgb.green) / 255, Double(rgb.blue) / 255)
    case .invert:
      matrix = Self.scaling(-1, -1, -1)
      offset = 255
    }
  }

  /// The matrix that scales each channel by its own factor.
  private static func scaling(_ red: Double, _ green: Double, _ blue: Double) -> [Double] {
    [red, 0, 0, 0, green, 0, 0, 0, blue]
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
