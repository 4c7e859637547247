import Foundation

extension BlendMode {
  /// A colour's red, green and blue, each 0…1.
  package typealias Components = (red: Double, green: Double, blue: Double)

  /// The colour `source` makes painted opaquely over `backdrop` in this mode, by the
  /// formulas of the W3C's compositing and blending: separable modes channel by channel,
  /// `hue`, `saturation`, `color` and `luminosity` through luminosity and saturation.
  /// Porter-Duff modes (`sourceAtop`, `destinationOver`, `destinationOut`) are not
  /// colour mixes: nil, for the backend to treat as coverage.
  package func blend(_ source: Components, over backdrop: Components) -> Components? {
    func each(_ mix: (Double, Double) -> Double) -> Components {
      (
        mix(source.red, backdrop.red), mix(source.green, backdrop.green),
        mix(source.blue, backdrop.blue)
      )
    }
    switch self {
    case .normal: return source
    case .multiply: return each { s, b in s * b }
    case .screen: return each { s, b in s + b - s * b }
    case .overlay: return each { s, b in Self.hardLight(b, s) }
    case .darken: return each { s, b in min(s, b) }
    case .lighten: return each { s, b in max(s, b) }
    case .colorDodge:
      return each { s, b in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
    case .colorBurn:
      return each { s, b in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
    case .hardLight: return each { s, b in Self.hardLight(s, b) }
    case .softLight:
      return each { s, b in
        guard s > 0.5 else { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
      }
    case .difference: return each { s, b in abs(s - b) }
    case .exclusion: return each { s, b in s + b - 2 * s * b }
    case .plusDarker: return each { s, b in max(0, s + b - 1) }
    case .plusLighter: return each { s, b in min(1, s + b) }
    case .hue:
      return Self.setLuminosity(
        Self.setSaturation(source, Self.saturation(backdrop)), Self.luminosity(backdrop))
    case .saturation:
      return Self.setLuminosity(
        Self.setSaturation(backdrop, Self.saturation(source)), Self.luminosity(backdrop))
    case .color: return Self.setLuminosity(source, Self.luminosity(backdrop))
    case .luminosity: return Self.setLuminosity(backdrop, Self.luminosity(source))
    case .sourceAtop, .destinationOver, .destinationOut: return nil
    }
  }

  private static func hardLight(_ s: Double, _ b: Double) -> Double {
    s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
  }

  private static func luminosity(_ c: Components) -> Double {
    0.3 * c.red + 0.59 * c.green + 0.11 * c.blue
  }

  private static func setLuminosity(_ c: Components, _ l: Double) -> Components {
    let d = l - luminosity(c)
    let moved = (red: c.red + d, green: c.green + d, blue: c.blue + d)
    let lum = luminosity(moved)
    let low = min(moved.red, moved.green, moved.blue)
    let high = max(moved.red, moved.green, moved.blue)
    func clip(_ x: Double) -> Double {
      var x = x
      if low < 0, lum - low != 0 { x = lum + (x - lum) * lum / (lum - low) }
      if high > 1, high - lum != 0 { x = lum + (x - lum) * (1 - lum) / (high - lum) }
      return x
    }
    return (clip(moved.red), clip(moved.green), clip(moved.blue))
  }

  private static func saturation(_ c: Components) -> Double {
    max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue)
  }

  private static func setSaturation(_ c: Components, _ s: Double) -> Components {
    let high = max(c.red, c.green, c.blue)
    let low = min(c.red, c.green, c.blue)
    guard high > low else { return (0, 0, 0) }
    func scaled(_ x: Double) -> Double { (x - low) * s / (high - low) }
    return (scaled(c.red), scaled(c.green), scaled(c.blue))
  }
}
