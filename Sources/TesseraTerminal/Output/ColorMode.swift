/// How many colours the terminal shows, chosen from the environment: `NO_COLOR` turns
/// colour off, `COLORTERM=truecolor|24bit` gives 24-bit colour, a `TERM` with `256color`
/// gives the 256-colour palette, anything else the 16 basic colours.
package enum ColorMode: Sendable, Equatable {
  /// No colour, attributes only.
  case none
  /// The 16 basic colours.
  case basic16
  /// The xterm 256-colour palette.
  case palette256
  /// 24-bit colour.
  case trueColor

  /// The mode for an environment.
  package static func detect(from environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
    let term = environment["TERM"]?.lowercased() ?? ""
    if term.contains("256color") || term.hasPrefix("tmux") || term.hasPrefix("screen") {
      return .palette256
    }
    if term == "dumb" { return .none }
    return .basic16
  }

  /// The SGR parameters that select `color` as foreground (or background).
  package func parameters(for color: CellStyle.RGB, background: Bool) -> String {
    switch self {
    case .none: return ""
    case .trueColor:
      return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256:
      return "\(background ? 48 : 38);5;\(Self.index256(color))"
    case .basic16:
      let index = Self.index16(color)
      let base = background ? (index >= 8 ? 100 : 40) : (index >= 8 ? 90 : 30)
      return "\(base + index % 8)"
    }
  }

  /// The nearest entry of the 6×6×6 cube or the grey ramp.
  static func index256(_ color: CellStyle.RGB) -> Int {
    func level(_ value: UInt8) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
    let (r, g, b) = (Int(color.red), Int(color.green), Int(color.blue))
    if abs(r - g) < 10 && abs(g - b) < 10 {
      let grey = (r + g + b) / 3
      if grey < 8 { return 16 }
      if grey > 238 { return 231 }
      return 232 + (grey - 8) / 10
    }
    return 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
  }

  /// The nearest of the 16 basic colours (0–7 normal, 8–15 bright).
  static func index16(_ color: CellStyle.RGB) -> Int {
    let (r, g, b) = (Int(color.red), Int(color.green), Int(color.blue))
    let bright = max(r, g, b) > 200
    let threshold = max(r, g, b) / 2
    let bits = (r > threshold ? 1 : 0) | (g > threshold ? 2 : 0) | (b > threshold ? 4 : 0)
    if max(r, g, b) < 40 { return 0 }
    return bits + (bright ? 8 : 0)
  }
}
