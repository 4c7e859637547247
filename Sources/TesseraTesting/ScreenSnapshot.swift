import Foundation
import Tessera
import TesseraTerminal

/// What a `TestHost` shows, as a reviewable text: the screen's characters in a frame,
/// and under each row that has any, a row of style keys (one a cell, `.` for the
/// terminal's plain look) with a legend of what each key is (colours, bold, underline…).
///
/// The screen is drawn as the terminal draws it, in its light palette, so a snapshot is
/// the same on every machine.
public struct ScreenSnapshot: Equatable, CustomStringConvertible {
  /// The snapshot's text, as it is stored in a reference file.
  public let text: String

  /// The snapshot stored in a reference file.
  public init(text: String) { self.text = text }

  /// What `host` shows now.
  @MainActor
  public init(of host: TestHost) {
    text = Self.render(host.screenBuffer)
  }

  /// The snapshot's text.
  public var description: String { text }

  private static func render(_ buffer: ScreenBuffer) -> String {
    var keys: [CellStyle: Character] = [.plain: "."]
    var legend: [(Character, CellStyle)] = []
    func key(for style: CellStyle) -> Character {
      if let key = keys[style] { return key }
      // Past the last key, styles share "?" (and the legend says so once).
      let key = legend.count < Self.keys.count ? Self.keys[legend.count] : "?"
      keys[style] = key
      if key != "?" || !legend.contains(where: { $0.0 == "?" }) { legend.append((key, style)) }
      return key
    }
    let border = String(repeating: "─", count: buffer.columns)
    var lines = ["Screen \(buffer.columns)×\(buffer.rows)", "┌" + border + "┐"]
    var styleRows: [Int: String] = [:]
    for row in 0..<buffer.rows {
      var characters = ""
      var styles = ""
      var column = 0
      while column < buffer.columns {
        let cell = buffer[column, row]
        let width = cell.grapheme.isEmpty ? 1 : max(TextWrapping.columns(of: cell.grapheme), 1)
        characters += cell.grapheme.isEmpty ? " " : cell.grapheme
        styles += String(repeating: key(for: cell.style), count: width)
        column += width
      }
      lines.append("│" + characters + "│")
      if styles.contains(where: { $0 != "." }) { styleRows[row] = styles }
    }
    lines.append("└" + border + "┘")
    lines.append("Styles")
    for row in styleRows.keys.sorted() {
      lines.append(String(format: "%3d ", row + 1) + styleRows[row]!)
    }
    for (key, style) in legend {
      lines.append("  \(key) = " + (key == "?" ? "any of the other styles" : describe(style)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The keys of styles, one character wide each: Latin, Greek and Cyrillic letters and
  /// digits (a picture drawn in half blocks has many colours).
  private static let keys: [Character] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x3B1...0x3C9, 0x391...0x3A9, 0x430...0x44F,
      0x410...0x42F, 0xE0...0xF6, 0xF8...0xFE, 0xC0...0xD6, 0xD8...0xDE,
    ]
    return ranges.flatMap { $0.compactMap(Unicode.Scalar.init).map(Character.init) }
      .filter { $0 != "." && $0 != "?" }
  }()

  private static func describe(_ style: CellStyle) -> String {
    func hex(_ rgb: CellStyle.RGB) -> String {
      String(format: "#%02X%02X%02X", rgb.red, rgb.green, rgb.blue)
    }
    var parts: [String] = []
    if let foreground = style.foreground { parts.append("text " + hex(foreground)) }
    if let background = style.background { parts.append("on " + hex(background)) }
    let attributes: [(Bool, String)] = [
      (style.isBold, "bold"), (style.isDim, "dim"), (style.isItalic, "italic"),
      (style.isUnderlined, "underline"), (style.isInverse, "inverse"),
      (style.isStruckThrough, "strikethrough"),
    ]
    parts += attributes.filter(\.0).map(\.1)
    if let link = style.link { parts.append("link " + link) }
    return parts.isEmpty ? "plain" : parts.joined(separator: ", ")
  }
}

/// A snapshot that does not match its reference, or has none yet.
public struct SnapshotMismatch: Error, CustomStringConvertible {
  /// What went wrong, with the lines that differ.
  public let description: String
}

/// How `assertSnapshot` takes a snapshot.
public struct SnapshotStrategy: Sendable {
  let size: (columns: Int, rows: Int)?

  /// The screen as the terminal draws it, at the host's window size.
  public static let terminal = SnapshotStrategy(size: nil)

  /// The screen as the terminal draws it, in a terminal of `width` columns and
  /// `height` rows (the host's window is resized to it first).
  public static func terminal(width: Int, height: Int) -> SnapshotStrategy {
    SnapshotStrategy(size: (width, height))
  }
}

/// Compares what `host` shows with the reference snapshot stored beside the test, in
/// `__Snapshots__/<test file>/<test>[.<name>].txt`, and throws a ``SnapshotMismatch``
/// with the rows that differ when it does not match.
///
/// With no reference yet, the snapshot is recorded and the call throws, so that a new
/// reference is looked at before it is trusted; the next run compares against it.
/// `record: true` (or `TESSERA_RECORD_SNAPSHOTS=1` in the environment) records anew
/// and throws. Works from Swift Testing and XCTest alike:
/// ```swift
/// @Test func loginForm() throws {
///   let host = TestHost(LoginView())
///   try assertSnapshot(of: host, as: .terminal(width: 40, height: 12))
/// }
/// ```
@MainActor
public func assertSnapshot(
  of host: TestHost, as strategy: SnapshotStrategy = .terminal, named name: String? = nil,
  record: Bool = false, filePath: String = #filePath, function: String = #function
) throws {
  if let size = strategy.size {
    host.windowSize = CGSize(width: CGFloat(size.columns) * 8, height: CGFloat(size.rows) * 16)
  }
  let snapshot = ScreenSnapshot(of: host)
  let test = URL(fileURLWithPath: filePath)
  let testName = function.prefix { $0 != "(" }
  let file = test.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    .appendingPathComponent(testName + (name.map { "." + $0 } ?? "") + ".txt")
  let recording =
    record || ProcessInfo.processInfo.environment["TESSERA_RECORD_SNAPSHOTS"] == "1"
  guard !recording, let data = FileManager.default.contents(atPath: file.path) else {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(snapshot.text.utf8).write(to: file, options: .atomic)
    throw SnapshotMismatch(
      description: (recording ? "Recorded the snapshot" : "No reference snapshot yet; recorded")
        + " at \(file.path). Look at it, then run the test again:\n\(snapshot.text)")
  }
  guard let reference = String(data: data, encoding: .utf8) else {
    throw SnapshotMismatch(description: "The reference at \(file.path) is not UTF-8 text.")
  }
  guard reference != snapshot.text else { return }
  throw SnapshotMismatch(
    description: "The screen does not match the reference at \(file.path):\n"
      + difference(from: reference, to: snapshot.text))
}

/// The lines of `reference` and `actual` that differ, numbered, each as it was and is.
private func difference(from reference: String, to actual: String) -> String {
  let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(old.count, new.count) {
    let was = index < old.count ? String(old[index]) : nil
    let now = index < new.count ? String(new[index]) : nil
    guard was != now else { continue }
    lines.append("line \(index + 1):")
    if let was { lines.append("  - " + was) }
    if let now { lines.append("  + " + now) }
  }
  return lines.joined(separator: "\n")
}
