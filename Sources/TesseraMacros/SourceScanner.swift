/// Finds the structure of Swift source text without parsing it: where a bracket closes,
/// where trivia ends, and where a token appears outside strings and comments. Enough for
/// a macro that rearranges the pieces of its own source.
struct SourceScanner {
  /// The text, as UTF-8: every character the scanner looks for is one byte.
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  /// The text from `start` up to (not including) `end`.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The index after the whitespace and comments at `index`.
  func skippingTrivia(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      if Self.isWhitespace(bytes[index]) {
        index += 1
      } else if let end = commentEnd(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The first index of `token` outside strings and comments, from `start` on, at any
  /// bracket depth when `anyDepth`, else only where no bracket opened after `start` is open.
  func find(_ token: String, from start: Int, to end: Int? = nil, anyDepth: Bool = true) -> Int? {
    let token = Array(token.utf8)
    let end = end ?? bytes.count
    var index = start
    var depth = 0
    while index < end {
      if let next = commentEnd(at: index) ?? stringEnd(at: index) {
        index = next
        continue
      }
      let byte = bytes[index]
      if anyDepth || depth == 0, index + token.count <= end,
        bytes[index..<index + token.count].elementsEqual(token)
      {
        return index
      }
      if Self.opening.contains(byte) { depth += 1 }
      if Self.closing.contains(byte) { depth -= 1 }
      index += 1
    }
    return nil
  }

  /// The index just after the bracket that closes the one at `open`, or nil if it never
  /// closes.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      if let next = commentEnd(at: index) ?? stringEnd(at: index) {
        index = next
        continue
      }
      if Self.opening.contains(bytes[index]) { depth += 1 }
      if Self.closing.contains(bytes[index]) {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// The index after the end of the declaration or statement that starts at `start` in a
  /// block ending at `end`: the first newline or `;` with every bracket closed.
  func statementEnd(from start: Int, to end: Int) -> Int {
    var depth = 0
    var index = start
    while index < end {
      if let next = commentEnd(at: index) ?? stringEnd(at: index) {
        index = next
        continue
      }
      let byte = bytes[index]
      if depth == 0, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") { return index }
      if Self.opening.contains(byte) { depth += 1 }
      if Self.closing.contains(byte) { depth -= 1 }
      index += 1
    }
    return end
  }

  /// The index after a comment starting at `index`, or nil if none starts there.
  private func commentEnd(at index: Int) -> Int? {
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
    if bytes[index + 1] == UInt8(ascii: "/") {
      var end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    }
    guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
    var depth = 0
    var end = index
    while end + 1 < bytes.count {
      if bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
        depth += 1
        end += 2
      } else if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
        depth -= 1
        end += 2
        if depth == 0 { return end }
      } else {
        end += 1
      }
    }
    return bytes.count
  }

  /// The index after a string literal starting at `index` (with its `#` delimiters and
  /// interpolations), or nil if none starts there.
  private func stringEnd(at index: Int) -> Int? {
    var quote = index
    while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
    guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
    let hashes = quote - index
    let isMultiline = bytes[quote..<min(quote + 3, bytes.count)].elementsEqual(
      Array("\"\"\"".utf8))
    let hash = UInt8(ascii: "#")
    let delimiter =
      Array((isMultiline ? "\"\"\"" : "\"").utf8) + Array(repeating: hash, count: hashes)
    let escape = [UInt8(ascii: "\\")] + Array(repeating: hash, count: hashes)
    var end = quote + (isMultiline ? 3 : 1)
    while end < bytes.count {
      if bytes[end...].starts(with: escape) {
        let after = end + escape.count
        if after < bytes.count, bytes[after] == UInt8(ascii: "("), let close = closing(after) {
          end = close
        } else {
          end = after + 1
        }
      } else if bytes[end...].starts(with: delimiter) {
        return end + delimiter.count
      } else if !isMultiline, bytes[end] == UInt8(ascii: "\n") {
        return end
      } else {
        end += 1
      }
    }
    return bytes.count
  }

  private static let opening: Set<UInt8> = [40, 91, 123]  // ( [ {
  private static let closing: Set<UInt8> = [41, 93, 125]  // ) ] }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 9 || byte == 10 || byte == 13
  }
}
