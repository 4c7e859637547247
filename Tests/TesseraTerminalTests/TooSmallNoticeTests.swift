import Tessera
import Testing

@testable import TesseraTerminal

/// The notice a terminal too small for the app shows.
@MainActor
@Suite struct TooSmallNoticeTests {
  @Test(arguments: [(19, 4), (10, 3), (9, 1), (5, 1), (1, 1)])
  func theNoticeFitsWholeAtAnySize(columns: Int, rows: Int) {
    let host = TerminalHost.drawn(Text("App"), columns: columns, rows: rows)
    let lines = host.front?.lines ?? []
    let shown = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(!shown.isEmpty, "something is shown at \(columns)×\(rows)")
    #expect(!lines.joined().contains("App"), "not the app")
    let wordings = [
      "Terminal too small", "(\(columns)×\(rows); need 20×5)", "need 20×5", "Too small", "Small",
      "!",
    ]
    for line in shown {
      #expect(wordings.contains(line), "\"\(line)\" is a whole wording at \(columns)×\(rows)")
    }
  }
}
