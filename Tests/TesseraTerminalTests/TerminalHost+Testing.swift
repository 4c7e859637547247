import Tessera
import Testing

@testable import TesseraTerminal

extension TerminalHost {
  /// A host of `view` on a screen of `columns` × `rows` cells that writes nowhere, drawn.
  static func drawn<V: View>(_ view: V, columns: Int = 40, rows: Int = 8) -> TerminalHost {
    let host = TerminalHost(rootView: view)
    host.write = { _ in }
    host.resize(to: (columns, rows))
    return host
  }

  /// Whether the last frame shows what a frame drawn afresh shows: the kept render tree
  /// equals one built anew, and the screen drawn incrementally equals a full render of it.
  /// Records an issue for each that differs, beginning with `context` and naming the rows.
  func matchesFreshFrame(
    _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    let incremental = try #require(front, sourceLocation: sourceLocation)
    let fresh = freshFrame()
    let treeMatches = lastTree == fresh.tree
    #expect(treeMatches, "\(context): the kept tree differs", sourceLocation: sourceLocation)
    let full = fresh.screen
    guard incremental != full else { return treeMatches }
    let differing = (0..<full.rows).filter { row in
      (0..<full.columns).contains { incremental[$0, row] != full[$0, row] }
    }
    let shown = differing.map { "drawn: \(incremental.lines[$0])\nfull:  \(full.lines[$0])" }
    Issue.record(
      """
      \(context): the incremental frame differs from a full render in rows \(differing) \
      (their text, or else their colours):
      \(shown.joined(separator: "\n"))
      """, sourceLocation: sourceLocation)
    return false
  }

  /// The style of the first cell of the first place the screen shows `text`.
  func style(of text: String) throws -> CellStyle {
    let screen = try #require(front)
    let row = try #require(screen.lines.firstIndex { $0.contains(text) }, "\(screen.lines)")
    let line = screen.lines[row]
    let column = try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
    return screen[column, row].style
  }
}

extension ScreenBuffer {
  /// The cell where the first `text` on the screen starts (counting columns as
  /// characters, as the tests' texts are one cell each), or nil when it is not shown.
  func place(of text: String) -> (column: Int, row: Int)? {
    guard let row = lines.firstIndex(where: { $0.contains(text) }),
      let range = lines[row].range(of: text)
    else { return nil }
    return (lines[row].distance(from: lines[row].startIndex, to: range.lowerBound), row)
  }
}
