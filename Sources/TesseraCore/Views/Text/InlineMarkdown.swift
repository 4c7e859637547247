import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal (a
/// `LocalizedStringKey`): `**strong**`, `*emphasis*` (or `_…_`), `***both***`,
/// `~~struck~~`, `` `code` ``, `[a link](https://…)` and `\` escapes. Anything else,
/// and a delimiter without its partner, is kept as written.
enum InlineMarkdown {
  /// The runs `string` makes, each in `style` with what its Markdown adds.
  static func runs(_ string: String, style: TextStyle = TextStyle()) -> [Text.Run] {
    // Most strings have no Markdown: they are one run, unchanged.
    guard string.utf8.contains(where: { markers.contains($0) }) else {
      return [Text.Run(string: string, style: style)]
    }
    var parser = Parser(characters: Array(string))
    parser.parse(until: nil, style: style)
    return parser.runs
  }

  /// `*`, `_`, `~`, `` ` ``, `[` and `\`.
  private static let markers: Set<UInt8> = [42, 95, 126, 96, 91, 92]

  /// `text` with its Markdown markers escaped, so that it shows as written: an
  /// interpolated value.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { markers.contains($0) }) else { return text }
    var result = ""
    for character in text {
      if "*_~`[\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The openers that found no partner, by position and delimiter, shared by the nested
  /// parsers: each is tried once, so unmatched markers cost linear time, not exponential.
  private final class Failures {
    var openers: Set<[Int]> = []
  }

  private struct Parser {
    let characters: [Character]
    var index = 0
    var runs: [Text.Run] = []
    let failures: Failures

    init(characters: [Character], failures: Failures = Failures()) {
      self.characters = characters
      self.failures = failures
    }

    /// Reads up to the closing `delimiter` (or the end), appending runs in `style`.
    /// Returns whether the delimiter was found.
    @discardableResult
    mutating func parse(until delimiter: [Character]?, style: TextStyle) -> Bool {
      var literal = ""
      func flush(_ runs: inout [Text.Run]) {
        guard !literal.isEmpty else { return }
        if let last = runs.last, last.style == style {
          runs[runs.count - 1].string += literal
        } else {
          runs.append(Text.Run(string: literal, style: style))
        }
        literal = ""
      }
      while index < characters.count {
        if let delimiter, closes(delimiter, at: index) {
          flush(&runs)
          index += delimiter.count
          return true
        }
        let character = characters[index]
        switch character {
        case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuationLike:
          literal.append(characters[index + 1])
          index += 2
        case "`":
          if let end = characters[(index + 1)...].firstIndex(of: "`") {
            flush(&runs)
            var code = style
            code.isMonospaced = true
            runs.append(Text.Run(string: String(characters[(index + 1)..<end]), style: code))
            index = end + 1
          } else {
            literal.append(character)
            index += 1
          }
        case "[":
          if let link = link(at: index) {
            flush(&runs)
            var linked = style
            linked.link = link.url
            linked.isUnderlined = true
            let end = link.textEnd
            index += 1
            var inner = Parser(characters: Array(characters[index..<end]))
            inner.parse(until: nil, style: linked)
            runs += inner.runs
            index = link.end
          } else {
            literal.append(character)
            index += 1
          }
        case "*", "_", "~":
          let run = delimiterRun(at: index)
          let attempt = [index, run.count, Int(run[0].asciiValue ?? 0)]
          if let opened = opening(run, at: index), !failures.openers.contains(attempt) {
            flush(&runs)
            let start = index
            index += opened.count
            var inner = style
            switch (opened.first, opened.count) {
            case ("~", _): inner.isStruckThrough = true
            case (_, 1): inner.isItalic = true
            case (_, 2): inner.isBold = true
            default:
              inner.isBold = true
              inner.isItalic = true
            }
            var nested = Parser(characters: characters, failures: failures)
            nested.index = index
            if nested.parse(until: opened, style: inner) {
              runs += nested.runs
              index = nested.index
            } else {
              // No partner: the delimiter is text.
              failures.openers.insert(attempt)
              index = start
              literal += String(opened)
              index += opened.count
            }
          } else {
            literal += String(run)
            index += run.count
          }
        default:
          literal.append(character)
          index += 1
        }
      }
      flush(&runs)
      return delimiter == nil
    }

    /// The run of one delimiter character starting at `start` (`**`, `_`, `~~`).
    private func delimiterRun(at start: Int) -> [Character] {
      var end = start
      while end < characters.count, characters[end] == characters[start] { end += 1 }
      return Array(characters[start..<end])
    }

    /// The delimiter `run` opens at `start`, or nil: it must be followed by a
    /// non-space, `_` must not stand inside a word, `~` must come in pairs.
    private func opening(_ run: [Character], at start: Int) -> [Character]? {
      let after = start + run.count
      guard after < characters.count, !characters[after].isWhitespace else { return nil }
      if run.first == "_", start > 0, characters[start - 1].isLetterOrDigit { return nil }
      if run.first == "~" { return run.count == 2 ? run : nil }
      return Array(run.prefix(3))
    }

    /// Whether `delimiter` closes at `position`: after a non-space, and for `_` not
    /// inside a word.
    private func closes(_ delimiter: [Character], at position: Int) -> Bool {
      guard position > 0, position + delimiter.count <= characters.count,
        Array(characters[position..<(position + delimiter.count)]) == delimiter,
        !characters[position - 1].isWhitespace
      else { return false }
      let after = position + delimiter.count
      // A longer run (`**` where `*` closes) is not this delimiter's end.
      if after < characters.count, characters[after] == delimiter[0] { return false }
      if delimiter[0] == "_", after < characters.count, characters[after].isLetterOrDigit {
        return false
      }
      return true
    }

    /// A link `[text](destination)` starting at `start`: where its text ends, where
    /// the whole ends, and its URL.
    private func link(at start: Int) -> (textEnd: Int, end: Int, url: URL)? {
      var depth = 0
      var position = start
      var textEnd: Int?
      while position < characters.count {
        switch characters[position] {
        case "[": depth += 1
        case "]":
          depth -= 1
          if depth == 0 { textEnd = position }
        default: break
        }
        if textEnd != nil { break }
        position += 1
      }
      guard let textEnd, textEnd + 1 < characters.count, characters[textEnd + 1] == "(",
        let close = characters[(textEnd + 2)...].firstIndex(of: ")")
      else { return nil }
      let destination = String(characters[(textEnd + 2)..<close])
        .trimmingCharacters(in: .whitespaces)
      guard !destination.isEmpty, let url = URL(string: destination) else { return nil }
      return (textEnd, close + 1, url)
    }
  }
}

extension Character {
  /// ASCII punctuation, which a backslash escapes in Markdown.
  fileprivate var isPunctuationLike: Bool {
    guard let ascii = asciiValue else { return false }
    return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii)
      || (123...126).contains(ascii)
  }

  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
