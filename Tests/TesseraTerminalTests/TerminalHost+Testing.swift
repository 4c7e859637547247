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

  /// The style of the first cell of the first place the screen shows `text`.
  func style(of text: String) throws -> CellStyle {
    let screen = try #require(front)
    let row = try #require(screen.lines.firstIndex { $0.contains(text) }, "\(screen.lines)")
    let line = screen.lines[row]
    let column = try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
    return screen[column, row].style
  }
}
