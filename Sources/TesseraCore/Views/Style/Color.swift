import Foundation

/// A colour, usable as a view (it fills the space offered) and as a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// How the colour was made, so backends can map semantic colours to their palette.
  package enum Kind: Hashable, Sendable {
    /// Explicit components in the sRGB space, each 0…1.
    case rgb(red: Double, green: Double, blue: Double)
    /// A colour that depends on the theme (primary text, accent, …).
    case semantic(String)
    /// `mix(with:by:)`: `fraction` of the way from the first colour to the second,
    /// resolved by a backend when either depends on the theme.
    indirect case mixed(Color, Color, fraction: Double)
    /// A colour with its own shade for dark appearance (an asset catalog's colour set),
    /// resolved by a backend for its colour scheme.
    indirect case appearance(light: Color, dark: Color)
  }

  /// The colour space of a colour's components.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB, the default.
    case sRGB
    /// sRGB with components from 0 to 1 linear in light.
    case sRGBLinear
    /// Display P3 (drawn as sRGB).
    case displayP3
  }

  /// A colour from red, green and blue components in `colorSpace`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    func encoded(_ value: Double) -> Double {
      guard colorSpace == .sRGBLinear else { return value }
      return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    self.init(
      kind: .rgb(red: encoded(red), green: encoded(green), blue: encoded(blue)), alpha: opacity)
  }

  /// A grey of the given whiteness in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// This colour `fraction` (0…1) of the way to `other`, mixed in `colorSpace`: Tessera
  /// mixes in sRGB whichever space is named.
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace)
    -> Color
  {
    mix(with: other, by: fraction)
  }

  /// This colour `fraction` (0…1) of the way to `other`.
  public func mix(with other: Color, by fraction: Double) -> Color {
    let fraction = min(max(fraction, 0), 1)
    if let mine = rgb, let theirs = other.rgb {
      func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
      return Color(
        red: blend(mine.red, theirs.red), green: blend(mine.green, theirs.green),
        blue: blend(mine.blue, theirs.blue), opacity: blend(alpha, other.alpha))
    }
    return Color(kind: .mixed(self, other, fraction: fraction))
  }

  /// Resolves a theme-dependent colour to components with `resolve`, which maps the
  /// semantic colours to a backend's palette.
  package func components(
    resolving resolve: (String) -> (red: Double, green: Double, blue: Double)?
  ) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
    switch kind {
    case .rgb(let red, let green, let blue): return (red, green, blue, alpha)
    case .semantic(let name):
      return resolve(name).map { ($0.red, $0.green, $0.blue, alpha) }
    case .mixed(let first, let second, let fraction):
      guard let a = first.components(resolving: resolve),
        let b = second.components(resolving: resolve)
      else { return nil }
      func blend(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
      return (
        blend(a.red, b.red), blend(a.green, b.green), blend(a.blue, b.blue),
        blend(a.alpha, b.alpha) * alpha
      )
    case .appearance(let light, _):
      // A backend resolves the appearance first (`resolved(isDark:)`); light otherwise.
      return light.opacity(alpha).components(resolving: resolve)
    }
  }

  package var kind: Kind
  /// The opacity, 0…1.
  package var alpha: Double

  package init(kind: Kind, alpha: Double = 1) {
    self.kind = kind
    self.alpha = alpha
  }

  /// A colour from hue, saturation and brightness (0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  /// The colour set `name` of the app's asset catalog (see `AssetCatalog`), with its
  /// dark shade if it has one. A name no catalog has is drawn in the secondary colour,
  /// with a warning.
  public init(_ name: String, bundle: Bundle? = nil) {
    guard let set = AssetCatalog.colorSet(named: name, bundlePath: bundle?.bundlePath) else {
      Diagnostics.warnOnce("No colour set \"\(name)\" in the app's asset catalogs.")
      self.init(kind: .semantic("asset:\(name)"))
      return
    }
    self = set.color
  }

  /// This colour for a colour scheme: its dark shade, or its light one, where it has both
  /// (also inside a mix).
  package func resolved(isDark: Bool) -> Color {
    switch kind {
    case .rgb, .semantic: return self
    case .appearance(let light, let dark):
      return (isDark ? dark : light).resolved(isDark: isDark).opacity(alpha)
    case .mixed(let first, let second, let fraction):
      return Color(
        kind: .mixed(
          first.resolved(isDark: isDark), second.resolved(isDark: isDark), fraction: fraction),
        alpha: alpha)
    }
  }

  /// A grey of `white`, from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The same colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(kind: kind, alpha: alpha * opacity)
  }

  /// The components in sRGB, or nil for a semantic colour.
  package var rgb: (red: Double, green: Double, blue: Double)? {
    if case .rgb(let red, let green, let blue) = kind { return (red, green, blue) }
    return nil
  }

  /// A short description such as `red` or `#FF8000`.
  public var description: String {
    let base: String
    switch kind {
    case .semantic(let name): base = name
    case .appearance(let light, let dark): base = "\(light) (dark: \(dark))"
    case .mixed(let first, let second, let fraction):
      base = "\(first).mix(with: \(second), by: \(InspectionFormat.number(fraction)))"
    case .rgb(let red, let green, let blue):
      if let name = Color.names[[red, green, blue]] {
        base = name
      } else {
        base = String(
          format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()),
          Int((blue * 255).rounded()))
      }
    }
    return alpha < 1 ? "\(base)@\(Int((alpha * 100).rounded()))%" : base
  }

  private static let names: [[Double]: String] = [
    [0, 0, 0]: "black", [1, 1, 1]: "white", [1, 0.23, 0.19]: "red",
    [0.2, 0.78, 0.35]: "green", [0, 0.48, 1]: "blue", [1, 0.8, 0]: "yellow",
    [1, 0.58, 0]: "orange", [0.69, 0.32, 0.87]: "purple", [1, 0.18, 0.33]: "pink",
    [0.56, 0.56, 0.58]: "gray", [0.19, 0.69, 0.78]: "teal", [0.35, 0.34, 0.84]: "indigo",
    [0.64, 0.52, 0.37]: "brown", [0, 0.78, 0.75]: "mint", [0.2, 0.68, 0.9]: "cyan",
  ]
}

extension Color {
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Red.
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  /// Green.
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  /// Blue.
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  /// Purple.
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  /// Pink.
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  /// Gray.
  public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
  /// Teal.
  public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
  /// Indigo.
  public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
  /// Brown.
  public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
  /// Mint.
  public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
  /// Cyan.
  public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// The colour of primary content: dark on light backgrounds, light on dark.
  public static let primary = Color(kind: .semantic("primary"))
  /// The colour of secondary content.
  public static let secondary = Color(kind: .semantic("secondary"))
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent colour (see `tint`).
  public static let accentColor = Color(kind: .semantic("accent"))
}
