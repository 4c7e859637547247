import Foundation

/// Turns the bytes a terminal sends into input events: UTF-8 text, control keys, CSI and
/// SS3 sequences (arrows, Home/End, PageUp/PageDown, Delete, F-keys, with modifiers),
/// SGR mouse reports and bracketed paste. Bytes that end in the middle of a sequence are
/// kept for the next call; a lone Esc is reported only by `flushPendingEscape()`, which
/// the host calls after a short timeout. Unknown or malformed sequences are dropped.
package struct InputDecoder {
  private var pending: [UInt8] = []
  private var pasteBuffer: [UInt8]?
  /// The longest sequence kept waiting for more bytes; past it, bytes are dropped.
  private let maximumPending = 256
  /// The longest paste collected before it is delivered even without its end marker.
  private let maximumPaste = 1 << 20

  package init() {}

  /// Whether bytes are waiting (a lone Esc, or half a sequence).
  package var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes` (after any kept from before) into events.
  package mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
    pending += bytes
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      if pasteBuffer != nil {
        guard let end = pasteEnd(from: index) else {
          // Keep a tail that may be the start of the end marker split across reads.
          let keep = max(index, pending.count - 5)
          pasteBuffer! += pending[index..<keep]
          index = keep
          // A paste whose end marker never comes must not swallow all further input.
          if pasteBuffer!.count > maximumPaste {
            events.append(.paste(String(decoding: pasteBuffer!, as: UTF8.self)))
            pasteBuffer = nil
          }
          break
        }
        pasteBuffer! += pending[index..<end]
        events.append(.paste(String(decoding: pasteBuffer!, as: UTF8.self)))
        pasteBuffer = nil
        index = end + 6
        continue
      }
      guard let (event, length) = decodeOne(at: index) else { break }
      if let event {
        if event == .paste("") {
          pasteBuffer = []
        } else {
          events.append(event)
        }
      }
      index += length
    }
    pending.removeFirst(min(index, pending.count))
    if pending.count > limit(forWaiting: pending) { pending.removeAll() }
    return events
  }

  /// Reports a waiting Esc as the Esc key (after the timeout that tells it from the start
  /// of a sequence); drops any other half sequence.
  package mutating func flushPendingEscape() -> [InputEvent] {
    guard pasteBuffer == nil else { return [] }
    let wasLoneEscape = pending == [0x1B]
    pending.removeAll()
    return wasLoneEscape ? [.key(.escape)] : []
  }

  /// Decodes the event at `index`: nil when more bytes are needed; otherwise the event
  /// (nil for a sequence to ignore) and how many bytes it took.
  private func decodeOne(at index: Int) -> (InputEvent?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      return decodeEscape(at: index)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x00: return (.key(.character(" "), [.control]), 1)
    case 0x01...0x1A:
      let letter = Character(UnicodeScalar(byte + 0x60))
      return (.key(.character(letter), [.control]), 1)
    case 0x1C...0x1F: return (nil, 1)
    default:
      return decodeUTF8(at: index)
    }
  }

  private func decodeUTF8(at index: Int) -> (InputEvent?, Int)? {
    let byte = pending[index]
    let length: Int
    switch byte {
    case 0x00..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (nil, 1)
    }
    guard index + length <= pending.count else { return nil }
    let slice = pending[index..<index + length]
    if length > 1, !slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) { return (nil, 1) }
    guard let text = String(validating: slice, as: UTF8.self), let character = text.first
    else { return (nil, length) }
    return (.key(.character(character)), length)
  }

  private func decodeEscape(at index: Int) -> (InputEvent?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case 0x5B:  // CSI
      return decodeCSI(at: index)
    case 0x4F:  // SS3
      guard index + 2 < pending.count else { return nil }
      let key: InputEvent.Key? =
        switch pending[index + 2] {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50: .function(1)
        case 0x51: .function(2)
        case 0x52: .function(3)
        case 0x53: .function(4)
        default: nil
        }
      return (key.map { .key($0) }, 3)
    case 0x1B:
      return (.key(.escape), 1)
    case 0x5D where index + 2 < pending.count && (0x30...0x39).contains(pending[index + 2]):
      // An operating system command: a terminal's answer to a query (its colours, its
      // clipboard), not a key; dropped once it is whole, but for the clipboard's text.
      guard let length = Self.answerLength(in: pending, at: index) else {
        let waiting = pending.count - index
        return waiting > limit(forWaiting: pending[index...]) ? (nil, waiting) : nil
      }
      return (Self.clipboardAnswer(pending[index..<index + length]), length)
    default:
      // Alt + key: Esc followed by the key.
      guard let (event, length) = decodeOne(at: index + 1) else { return nil }
      if case .key(let key, let modifiers)? = event {
        return (.key(key, modifiers.union(.alt)), length + 1)
      }
      return (event, length + 1)
    }
  }

  /// How many bytes of an unfinished sequence may wait for the rest: a clipboard's
  /// answer (`ESC ] 52 ;`) as many as a paste, anything else a few hundred.
  private func limit(forWaiting bytes: some Collection<UInt8>) -> Int {
    bytes.starts(with: [0x1B, 0x5D, 0x35, 0x32, 0x3B]) ? maximumPaste : maximumPending
  }

  /// The text of a terminal's answer to a clipboard request, `ESC ] 52 ; c ; base64`
  /// then its end; nil for any other answer, or text that is not base64.
  private static func clipboardAnswer(_ answer: ArraySlice<UInt8>) -> InputEvent? {
    let body = String(decoding: answer.dropFirst(2), as: UTF8.self)
      .trimmingCharacters(in: CharacterSet(charactersIn: "\u{07}\u{1B}\\"))
    guard body.hasPrefix("52;") else { return nil }
    let encoded =
      body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
      .dropFirst(2).first.map(String.init) ?? ""
    // An empty answer (a terminal that keeps its clipboard to itself) pastes nothing.
    guard let data = Data(base64Encoded: encoded), !data.isEmpty else { return nil }
    return .clipboard(String(decoding: data, as: UTF8.self))
  }

  /// The length of the terminal's answer to a query that starts at `index`: an operating
  /// system command (`ESC ] … BEL` or `ESC ] … ESC \`) or the device attributes
  /// (`ESC [ ? … c`); nil when none starts there or it is not whole.
  package static func answerLength(in bytes: [UInt8], at index: Int) -> Int? {
    guard index + 2 < bytes.count, bytes[index] == 0x1B else { return nil }
    if bytes[index + 1] == 0x5D {
      var end = index + 2
      while end < bytes.count {
        if bytes[end] == 0x07 { return end - index + 1 }
        if bytes[end] == 0x1B {
          return end + 1 < bytes.count && bytes[end + 1] == 0x5C ? end - index + 2 : nil
        }
        end += 1
      }
      return nil
    }
    guard bytes[index + 1] == 0x5B, bytes[index + 2] == 0x3F else { return nil }
    var end = index + 3
    while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
    return end < bytes.count && bytes[end] == 0x63 ? end - index + 1 : nil
  }

  private func decodeCSI(at index: Int) -> (InputEvent?, Int)? {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if byte >= 0x40 && byte <= 0x7E { break }
      guard byte >= 0x20 && byte < 0x40 else { return (nil, end - index) }
      end += 1
      if end - index > 64 { return (nil, end - index) }
    }
    guard end < pending.count else { return nil }
    let final = pending[end]
    let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let length = end - index + 1
    if body.hasPrefix("<") {
      return (decodeMouse(String(body.dropFirst()), pressed: final == 0x4D), length)
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let modifiers = Self.modifiers(numbers.count > 1 ? numbers[1] : nil)
    let key: InputEvent.Key?
    switch final {
    case 0x41: key = .up
    case 0x42: key = .down
    case 0x43: key = .right
    case 0x44: key = .left
    case 0x48: key = .home
    case 0x46: key = .end
    case 0x5A: return (.key(.backTab, [.shift]), length)
    // Focus reports (`CSI ? 1004 h`): the terminal window gained or lost the focus.
    case 0x49 where body.isEmpty: return (.focus(true), length)
    case 0x4F where body.isEmpty: return (.focus(false), length)
    case 0x7E:
      switch numbers.first ?? nil {
      case 1, 7: key = .home
      case 2: key = .insert
      case 3: key = .delete
      case 4, 8: key = .end
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 200: return (.paste(""), length)
      case 29: key = .menu
      case let code?:
        let functionKeys = [15: 5, 17: 6, 18: 7, 19: 8, 20: 9, 21: 10, 23: 11, 24: 12]
        key = functionKeys[code].map { .function($0) }
      case nil: key = nil
      }
    default: key = nil
    }
    return (key.map { .key($0, modifiers) }, length)
  }

  private func decodeMouse(_ body: String, pressed: Bool) -> InputEvent? {
    let parts = body.split(separator: ";").compactMap { Int($0) }
    guard parts.count == 3, parts[1] >= 1, parts[2] >= 1 else { return nil }
    let (code, column, row) = (parts[0], parts[1] - 1, parts[2] - 1)
    let action: InputEvent.MouseAction
    // A wheel report adds 4 for Shift, 8 for Alt and 16 for Ctrl to its button's code;
    // Shift turns the wheel sideways, as desktops do.
    let isShifted = code & 4 != 0
    switch code >= 64 && code < 128 ? code & ~(4 | 8 | 16) : code {
    case 64: action = isShifted ? .wheelLeft : .wheelUp
    case 65: action = isShifted ? .wheelRight : .wheelDown
    case 66: action = .wheelLeft
    case 67: action = .wheelRight
    case 32...34: action = .drag(button: code - 32)
    case 35: action = .move
    case 0...2: action = pressed ? .press(button: code) : .release
    default: return nil
    }
    return .mouse(action, column: column, row: row)
  }

  private static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = parameter - 1
    var result: KeyModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 { result.insert(.alt) }
    if bits & 4 != 0 { result.insert(.control) }
    return result
  }

  /// Where the paste-end sequence `Esc [ 2 0 1 ~` starts at or after `index`.
  private func pasteEnd(from index: Int) -> Int? {
    let marker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    guard pending.count >= marker.count else { return nil }
    var position = index
    while position + marker.count <= pending.count {
      if Array(pending[position..<position + marker.count]) == marker { return position }
      position += 1
    }
    return nil
  }
}
