import Foundation
import TesseraCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal's own background and text colours, and the colour scheme they make: what
/// the terminal answers to OSC 11 and OSC 10, else what `COLORFGBG` says, else a dark
/// terminal (most are). `TESSERA_COLOR_SCHEME=light|dark` overrides the scheme.
package struct TerminalColors: Equatable, Sendable {
  /// The background, when the terminal said.
  package var background: CellStyle.RGB?
  /// The default text colour, when the terminal said.
  package var foreground: CellStyle.RGB?
  /// Light or dark: what the background is, or what was assumed.
  package var scheme: ColorScheme

  package init(
    background: CellStyle.RGB? = nil, foreground: CellStyle.RGB? = nil, scheme: ColorScheme
  ) {
    self.background = background
    self.foreground = foreground
    self.scheme = scheme
  }

  /// A light terminal that said nothing of its colours: what tests draw on.
  package static let assumedLight = TerminalColors(scheme: .light)

  /// Whether `color` is dark: its luminance is under half.
  package static func isDark(_ color: CellStyle.RGB) -> Bool {
    let luminance =
      0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)
    return luminance < 128
  }

  /// What `reply` (the bytes a terminal sent after the queries) and the environment say.
  package static func from(reply: [UInt8], environment: [String: String]) -> TerminalColors {
    let text = String(decoding: reply, as: UTF8.self)
    let background = color(answering: 11, in: text)
    let foreground = color(answering: 10, in: text)
    var scheme = background.map { isDark($0) ? ColorScheme.dark : .light }
    scheme = scheme ?? environment["COLORFGBG"].flatMap(scheme(fromColorFGBG:))
    switch environment["TESSERA_COLOR_SCHEME"]?.lowercased() {
    case "light": scheme = .light
    case "dark": scheme = .dark
    default: break
    }
    return TerminalColors(background: background, foreground: foreground, scheme: scheme ?? .dark)
  }

  /// The colour in an answer to OSC `code` (`ESC ] 11 ; rgb:1c1c/1c1c/1c1c ESC \`, or
  /// ended by BEL), with 1 to 4 hex digits a component.
  static func color(answering code: Int, in text: String) -> CellStyle.RGB? {
    guard let start = text.range(of: "\u{1B}]\(code);rgb:") else { return nil }
    let rest = text[start.upperBound...]
    let end = rest.firstIndex { $0 == "\u{07}" || $0 == "\u{1B}" } ?? rest.endIndex
    let parts = rest[..<end].split(separator: "/")
    guard parts.count == 3 else { return nil }
    var bytes: [UInt8] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      let maximum = (1 << (4 * part.count)) - 1
      bytes.append(UInt8((Double(value) / Double(maximum) * 255).rounded()))
    }
    return CellStyle.RGB(bytes[0], bytes[1], bytes[2])
  }

  /// The scheme `COLORFGBG` ("15;0": light text on colour 0) gives: its last field is the
  /// background's colour number; 7 and 9–15 are light.
  static func scheme(fromColorFGBG value: String) -> ColorScheme? {
    guard let last = value.split(separator: ";").last, let number = Int(last) else { return nil }
    return number == 7 || (9...15).contains(number) ? .light : .dark
  }

  /// Asks the terminal of `device` (in raw mode) for its colours and waits for the
  /// answers, at most `timeout`. A request for the terminal's attributes goes last: every
  /// terminal answers it, so its answer ends the wait early. Bytes that are not part of an
  /// answer (keys typed meanwhile) are returned with the colours.
  package static func query(
    _ device: TerminalDevice, timeout: Duration = .milliseconds(200),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (colors: TerminalColors, unread: [UInt8]) {
    device.write("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\\u{1B}[c")
    var reply: [UInt8] = []
    let deadline = ContinuousClock.now + timeout
    while !containsAttributes(reply) {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { break }
      let milliseconds = Int32((left / .milliseconds(1)).rounded(.up))
      var descriptor = pollfd(fd: device.input, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, milliseconds) > 0 else { continue }
      guard let bytes = device.readAvailable() else { break }
      reply += bytes
    }
    return (from(reply: reply, environment: environment), unanswered(reply))
  }

  /// Whether `bytes` hold the whole answer to the attributes request (`ESC [ ? … c`).
  private static func containsAttributes(_ bytes: [UInt8]) -> Bool {
    bytes.indices.contains { index in
      index + 1 < bytes.count && bytes[index + 1] == 0x5B
        && InputDecoder.answerLength(in: bytes, at: index) != nil
    }
  }

  /// `bytes` without the answers to the queries.
  static func unanswered(_ bytes: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if let length = InputDecoder.answerLength(in: bytes, at: index) {
        index += length
      } else {
        kept.append(bytes[index])
        index += 1
      }
    }
    return kept
  }
}
