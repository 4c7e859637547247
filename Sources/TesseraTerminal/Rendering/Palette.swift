import TesseraCore

/// The colours the terminal draws with, light or dark: semantic colours resolve here,
/// and translucent colours are blended over the background.
package struct Palette: Equatable, Sendable {
  /// The background of the screen, or nil for the terminal's own.
  package var background: CellStyle.RGB?
  /// Primary text, or nil for the terminal's own.
  package var primary: CellStyle.RGB?
  package var secondary: CellStyle.RGB
  package var accent: CellStyle.RGB
  package var destructive: CellStyle.RGB
  package var separator: CellStyle.RGB
  package var barBackground: CellStyle.RGB
  /// Text on the accent colour (a prominent button's label).
  package var onAccent: CellStyle.RGB { .init(255, 255, 255) }

  /// The light palette: the terminal's own colours for text and background.
  package static let light = Palette(
    background: nil, primary: nil, secondary: .init(110, 110, 115), accent: .init(0, 110, 230),
    destructive: .init(220, 50, 40), separator: .init(170, 170, 175),
    barBackground: .init(230, 230, 235))

  /// The dark palette: light text on a near-black background.
  package static let dark = Palette(
    background: .init(24, 24, 27), primary: .init(235, 235, 240),
    secondary: .init(150, 150, 158), accent: .init(64, 156, 255),
    destructive: .init(255, 90, 80), separator: .init(70, 70, 76),
    barBackground: .init(44, 44, 48))

  /// The palette for a colour scheme.
  package static func forScheme(_ scheme: ColorScheme) -> Palette {
    scheme == .dark ? .dark : .light
  }

  /// `color` as RGB, its opacity blended over `behind` (the palette background when nil).
  package func rgb(_ color: Color, over behind: CellStyle.RGB? = nil) -> CellStyle.RGB? {
    let base: CellStyle.RGB?
    switch color.kind {
    case .rgb(let red, let green, let blue):
      base = .init(Self.byte(red), Self.byte(green), Self.byte(blue))
    case .semantic(let name):
      switch name {
      case "primary":
        base = primary ?? (background == nil ? .init(20, 20, 20) : .init(235, 235, 240))
      case "secondary": base = secondary
      case "accent": base = accent
      case "material": base = barBackground
      case "separator": base = separator
      // The terminal's own background, when the palette leaves it to the terminal.
      case "background": base = background
      default: base = secondary
      }
    case .mixed:
      let resolved = color.components { name in
        rgb(Color(kind: .semantic(name))).map {
          (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255)
        }
      }
      guard let resolved else { return nil }
      return rgb(
        Color(
          red: resolved.red, green: resolved.green, blue: resolved.blue, opacity: resolved.alpha),
        over: behind)
    }
    guard let base else { return nil }
    guard color.alpha < 1 else { return base }
    let under = behind ?? background ?? .init(255, 255, 255)
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * color.alpha + Double(bottom) * (1 - color.alpha)).rounded())
    }
    return .init(mix(base.red, under.red), mix(base.green, under.green), mix(base.blue, under.blue))
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(max(value, 0), 1) * 255 + 0.5)
  }
}
