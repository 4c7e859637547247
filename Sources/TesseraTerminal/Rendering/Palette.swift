import TesseraCore

/// The colours the terminal draws with, light or dark: semantic colours resolve here,
/// and translucent colours are blended over the background.
///
/// When the app's colour scheme is the terminal's own, the palette follows the terminal:
/// it keeps the terminal's background and text colour, and derives the other colours to
/// read on them. When the app asks for the other scheme (`preferredColorScheme`), the
/// palette paints its own background and text.
package struct Palette: Equatable, Sendable {
  /// The background of the screen, or nil for the terminal's own.
  package var background: CellStyle.RGB?
  /// Primary text, or nil for the terminal's own.
  package var primary: CellStyle.RGB?
  /// What is behind everything: the background painted, or the terminal's own (as it
  /// said, or as its scheme suggests). Translucent colours and pictures blend over it.
  package var base: CellStyle.RGB
  /// The colour of primary text where it must be named (on a box of its own, for
  /// `.primary` set explicitly): the text colour painted, or the terminal's own.
  package var ink: CellStyle.RGB
  package var secondary: CellStyle.RGB
  package var accent: CellStyle.RGB
  package var destructive: CellStyle.RGB
  package var separator: CellStyle.RGB
  package var barBackground: CellStyle.RGB
  /// Text on the accent colour (a prominent button's label).
  package var onAccent: CellStyle.RGB { .init(255, 255, 255) }
  /// Whether this is a dark palette: colours with a dark shade of their own use it.
  package var isDark: Bool { TerminalColors.isDark(base) }

  /// The light palette on a light terminal: the terminal's own colours for text and
  /// background.
  package static let light = Palette(
    background: nil, primary: nil, base: .init(255, 255, 255), ink: .init(20, 20, 20),
    secondary: .init(110, 110, 115), accent: .init(0, 110, 230),
    destructive: .init(220, 50, 40), separator: .init(170, 170, 175),
    barBackground: .init(230, 230, 235))

  /// The dark palette painted: light text on a near-black background (for an app that
  /// asks for dark on a light terminal).
  package static let dark = Palette(
    background: .init(24, 24, 27), primary: .init(235, 235, 240), base: .init(24, 24, 27),
    ink: .init(235, 235, 240), secondary: .init(150, 150, 158), accent: .init(64, 156, 255),
    destructive: .init(255, 90, 80), separator: .init(70, 70, 76),
    barBackground: .init(44, 44, 48))

  /// The light palette painted: dark text on white (for an app that asks for light on a
  /// dark terminal).
  package static let paintedLight: Palette = {
    var palette = Palette.light
    palette.background = palette.base
    palette.primary = palette.ink
    return palette
  }()

  /// The dark palette on a dark terminal whose colours are `terminal`'s: its background
  /// and text are kept; bars are the background a little lighter.
  package static func followingDark(_ terminal: TerminalColors) -> Palette {
    var palette = Palette.dark
    palette.background = nil
    palette.primary = nil
    palette.base = terminal.background ?? .init(0, 0, 0)
    palette.ink = terminal.foreground ?? .init(235, 235, 240)
    palette.barBackground = palette.base.mixed(with: .init(255, 255, 255), by: 0.14)
    palette.separator = palette.base.mixed(with: .init(255, 255, 255), by: 0.3)
    return palette
  }

  /// The light palette on a light terminal whose colours are `terminal`'s.
  package static func followingLight(_ terminal: TerminalColors) -> Palette {
    var palette = Palette.light
    if let background = terminal.background { palette.base = background }
    if let foreground = terminal.foreground { palette.ink = foreground }
    return palette
  }

  /// The palette for an app in `scheme` on a terminal whose colours are `terminal`'s:
  /// following the terminal when the schemes agree, painted when they do not. `accent`,
  /// when there is one, replaces the accent: by default the app's "AccentColor" asset, as
  /// on Apple.
  package static func forScheme(
    _ scheme: ColorScheme, on terminal: TerminalColors,
    accent: Color? = AssetCatalog.accentColor
  ) -> Palette {
    var palette =
      switch (scheme, terminal.scheme) {
      case (.light, .light): followingLight(terminal)
      case (.dark, .dark): followingDark(terminal)
      case (.dark, _): Palette.dark
      default: paintedLight
      }
    if let accent = accent.flatMap({ palette.rgb($0) }) {
      palette.accent = accent
    }
    return palette
  }

  /// `color` as RGB, its opacity blended over `behind` (over `base` when nil).
  package func rgb(_ color: Color, over behind: CellStyle.RGB? = nil) -> CellStyle.RGB? {
    let color = color.resolved(isDark: isDark)
    let opaque: CellStyle.RGB?
    switch color.kind {
    case .rgb(let red, let green, let blue):
      opaque = .init(Self.byte(red), Self.byte(green), Self.byte(blue))
    case .semantic(let name):
      switch name {
      case "primary": opaque = primary ?? ink
      case "secondary": opaque = secondary
      case "accent": opaque = accent
      case "material": opaque = barBackground
      case "separator": opaque = separator
      // The terminal's own background, when the palette leaves it to the terminal.
      case "background": opaque = background
      default: opaque = secondary
      }
    case .mixed, .appearance:
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
    guard let opaque else { return nil }
    guard color.alpha < 1 else { return opaque }
    return (behind ?? base).mixed(with: opaque, by: color.alpha)
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(max(value, 0), 1) * 255 + 0.5)
  }
}

extension CellStyle.RGB {
  /// This colour moved `fraction` of the way to `other`.
  func mixed(with other: CellStyle.RGB, by fraction: Double) -> CellStyle.RGB {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
    }
    return .init(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
  }
}
