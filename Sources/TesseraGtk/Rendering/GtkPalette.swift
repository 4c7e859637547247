#if GTK
  import Foundation
  import TesseraCore

  /// The colours a GTK window draws with, light or dark: semantic colours resolve here.
  struct GtkPalette: Equatable {
    /// A colour with red, green, blue and alpha from 0 to 1.
    struct RGBA: Hashable {
      var red: Double
      var green: Double
      var blue: Double
      var alpha = 1.0

      /// As a CSS hexadecimal colour without alpha, `#rrggbb`.
      var hex: String {
        let bytes = [red, green, blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
      }
    }

    var background: RGBA
    var primary: RGBA
    var secondary: RGBA
    var accent: RGBA
    var destructive: RGBA
    var separator: RGBA
    var barBackground: RGBA

    /// Whether this is the dark palette: colours with a dark shade of their own use it.
    var isDark: Bool {
      0.299 * background.red + 0.587 * background.green + 0.114 * background.blue < 0.5
    }

    /// Light: dark text on white.
    static let light = GtkPalette(
      background: RGBA(red: 1, green: 1, blue: 1),
      primary: RGBA(red: 0.08, green: 0.08, blue: 0.08),
      secondary: RGBA(red: 0.43, green: 0.43, blue: 0.45),
      accent: RGBA(red: 0, green: 0.43, blue: 0.9),
      destructive: RGBA(red: 0.86, green: 0.2, blue: 0.16),
      separator: RGBA(red: 0.78, green: 0.78, blue: 0.8),
      barBackground: RGBA(red: 0.95, green: 0.95, blue: 0.96))

    /// Dark: light text on near black.
    static let dark = GtkPalette(
      background: RGBA(red: 0.09, green: 0.09, blue: 0.11),
      primary: RGBA(red: 0.92, green: 0.92, blue: 0.94),
      secondary: RGBA(red: 0.59, green: 0.59, blue: 0.62),
      accent: RGBA(red: 0.25, green: 0.61, blue: 1),
      destructive: RGBA(red: 1, green: 0.35, blue: 0.31),
      separator: RGBA(red: 0.27, green: 0.27, blue: 0.3),
      barBackground: RGBA(red: 0.17, green: 0.17, blue: 0.19))

    /// The palette for a colour scheme.
    static func forScheme(_ scheme: ColorScheme) -> GtkPalette {
      var palette = scheme == .dark ? GtkPalette.dark : .light
      // The app's "AccentColor" asset is its accent, as on Apple.
      if let accent = AssetCatalog.accentColor { palette.accent = palette.rgba(accent) }
      return palette
    }

    /// `color` in this palette.
    func rgba(_ color: Color) -> RGBA {
      let color = color.resolved(isDark: isDark)
      var base: RGBA
      switch color.kind {
      case .rgb(let red, let green, let blue): base = RGBA(red: red, green: green, blue: blue)
      case .semantic(let name):
        switch name {
        case "primary": base = primary
        case "accent": base = accent
        case "material": base = barBackground
        case "separator": base = separator
        case "background": base = background
        default: base = secondary
        }
      case .mixed, .appearance:
        let resolved = color.components { name in
          let semantic = rgba(Color(kind: .semantic(name)))
          return (semantic.red, semantic.green, semantic.blue)
        }
        guard let resolved else { return secondary }
        return RGBA(
          red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
      }
      base.alpha *= color.alpha
      return base
    }
  }
#endif
