import Foundation

/// Keeps text readable whatever colours it was given: a cell of text whose colour reads
/// against what is behind it at less than 2:1 (a yellow star on a light terminal, a colour
/// chosen for the other scheme, dim grey on a bar) is moved towards black or white until
/// it reads. Pictures, frames and strokes keep their colours.
struct LegibleText {
  /// The lowest contrast text may have, as WCAG measures it.
  static let minimumContrast = 2.0

  /// The colour the terminal draws text in when a cell names none.
  let ink: CellStyle.RGB
  /// The colour behind a cell that names no background.
  let base: CellStyle.RGB
  private var adjusted: [Pair: CellStyle.RGB?] = [:]

  private struct Pair: Hashable {
    let foreground: CellStyle.RGB
    let background: CellStyle.RGB
    let isDim: Bool
  }

  init(ink: CellStyle.RGB, base: CellStyle.RGB) {
    self.ink = ink
    self.base = base
  }

  /// Makes the text cells of `area` readable.
  mutating func apply(to buffer: inout ScreenBuffer, in area: CellRect) {
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn where buffer.contains(column: column, row: row) {
        let cell = buffer[column, row]
        guard Self.isText(cell.grapheme), !cell.style.isFaded else { continue }
        var pair = Pair(
          foreground: cell.style.foreground ?? ink, background: cell.style.background ?? base,
          isDim: cell.style.isDim)
        if cell.style.isInverse {
          pair = Pair(foreground: pair.background, background: pair.foreground, isDim: pair.isDim)
        }
        guard let readable = readableForeground(pair) else { continue }
        if cell.style.isInverse {
          buffer[column, row].style.background = readable
        } else {
          buffer[column, row].style.foreground = readable
        }
      }
    }
  }

  /// A foreground for `pair` that reads, or nil when its own does.
  private mutating func readableForeground(_ pair: Pair) -> CellStyle.RGB? {
    if let known = adjusted[pair] { return known }
    var result: CellStyle.RGB?
    func shown(_ color: CellStyle.RGB) -> CellStyle.RGB {
      pair.isDim ? color.mixed(with: pair.background, by: 0.5) : color
    }
    if Self.contrast(shown(pair.foreground), pair.background) < Self.minimumContrast {
      let target: CellStyle.RGB =
        Self.luminance(pair.background) > 0.18 ? .init(0, 0, 0) : .init(255, 255, 255)
      for step in 1...10 {
        let candidate = pair.foreground.mixed(with: target, by: Double(step) / 10)
        result = candidate
        if Self.contrast(shown(candidate), pair.background) >= Self.minimumContrast { break }
      }
    }
    adjusted[pair] = result
    return result
  }

  /// Whether a cell showing `grapheme` holds text: not a blank, a picture's half block,
  /// a frame's line or a stroke's braille dots.
  static func isText(_ grapheme: String) -> Bool {
    guard let scalar = grapheme.unicodeScalars.first, scalar != " " else { return false }
    return !(0x2500...0x259F).contains(scalar.value) && !(0x2800...0x28FF).contains(scalar.value)
  }

  /// The relative luminance of `color`, as WCAG defines it.
  static func luminance(_ color: CellStyle.RGB) -> Double {
    func linear(_ value: UInt8) -> Double {
      let channel = Double(value) / 255
      return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
      + 0.0722 * linear(color.blue)
  }

  /// The WCAG contrast ratio of two colours, from 1 to 21.
  static func contrast(_ first: CellStyle.RGB, _ second: CellStyle.RGB) -> Double {
    let (one, two) = (luminance(first), luminance(second))
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)
  }
}
