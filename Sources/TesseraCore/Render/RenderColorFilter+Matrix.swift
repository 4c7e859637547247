import Foundation

extension RenderColorFilter {
  /// Red, green and blue, each from 0 to 1.
  package typealias Channels = (red: Double, green: Double, blue: Double)

  /// The filter as a 3 × 3 matrix applied to red, green and blue (0…1), row by row, and
  /// what is added to each channel after it. The matrices of grayscale, hue rotation and
  /// saturation are those of the CSS filter functions of the same names. `multiplier`
  /// is the colour of `.multiply`, as the backend resolves it.
  package func matrix(multiplier: Channels = (1, 1, 1)) -> (matrix: [Double], offset: Double) {
    func scaling(_ red: Double, _ green: Double, _ blue: Double) -> [Double] {
      [red, 0, 0, 0, green, 0, 0, 0, blue]
    }
    switch self {
    case .grayscale(let amount):
      let keep = 1 - amount
      return (
        [
          0.2126 + 0.7874 * keep, 0.7152 - 0.7152 * keep, 0.0722 - 0.0722 * keep,
          0.2126 - 0.2126 * keep, 0.7152 + 0.2848 * keep, 0.0722 - 0.0722 * keep,
          0.2126 - 0.2126 * keep, 0.7152 - 0.7152 * keep, 0.0722 + 0.9278 * keep,
        ], 0
      )
    case .hueRotation(let angle):
      let cosine = cos(angle.radians)
      let sine = sin(angle.radians)
      return (
        [
          0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
          0.072 - cosine * 0.072 + sine * 0.928,
          0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
          0.072 - cosine * 0.072 - sine * 0.283,
          0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
          0.072 + cosine * 0.928 + sine * 0.072,
        ], 0
      )
    case .saturation(let amount):
      return (
        [
          0.213 + 0.787 * amount, 0.715 - 0.715 * amount, 0.072 - 0.072 * amount,
          0.213 - 0.213 * amount, 0.715 + 0.285 * amount, 0.072 - 0.072 * amount,
          0.213 - 0.213 * amount, 0.715 - 0.715 * amount, 0.072 + 0.928 * amount,
        ], 0
      )
    case .brightness(let amount):
      return (scaling(1, 1, 1), amount)
    case .contrast(let amount):
      return (scaling(amount, amount, amount), (1 - amount) / 2)
    case .multiply:
      return (scaling(multiplier.red, multiplier.green, multiplier.blue), 0)
    case .invert:
      return (scaling(-1, -1, -1), 1)
    }
  }

  /// `channels` through the filter, each kept within 0…1.
  package func apply(to channels: Channels, multiplier: Channels = (1, 1, 1)) -> Channels {
    let (matrix, offset) = matrix(multiplier: multiplier)
    func row(_ index: Int) -> Double {
      let value =
        matrix[index * 3] * channels.red + matrix[index * 3 + 1] * channels.green
        + matrix[index * 3 + 2] * channels.blue + offset
      return min(max(value, 0), 1)
    }
    return (row(0), row(1), row(2))
  }
}
