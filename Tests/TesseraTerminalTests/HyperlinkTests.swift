import Foundation
import Tessera
import TesseraTerminal
import Testing

/// `Link`s and Markdown links reach the terminal as OSC 8 hyperlinks, which terminals
/// that know them open on a click.
@MainActor
@Suite struct HyperlinkTests {
  /// What the terminal is sent for `view` in a 40 × 6 screen, and the screen.
  private func written(_ view: some View) -> (output: String, host: TerminalHost) {
    let host = TerminalHost(rootView: view)
    var output = ""
    host.write = { output += $0 }
    host.resize(to: (40, 6))
    return (output, host)
  }

  /// The link of the cell at the first place `text` is shown.
  private func link(of text: String, in host: TerminalHost) -> String?? {
    guard let screen = host.front else { return nil }
    for row in 0..<screen.rows {
      let line = (0..<screen.columns).map { screen[$0, row].grapheme }.joined()
      if let range = line.range(of: text) {
        return .some(
          screen[line.distance(from: line.startIndex, to: range.lowerBound), row].style.link)
      }
    }
    return nil
  }

  @Test func aLinkIsAHyperlinkToItsDestination() {
    let (output, host) = written(
      Link("Docs", destination: URL(string: "https://example.com/docs")!))
    #expect(link(of: "Docs", in: host) == .some("https://example.com/docs"))
    let open = "\u{1B}]8;;https://example.com/docs\u{1B}\\"
    let close = "\u{1B}]8;;\u{1B}\\"
    #expect(output.contains(open), "\(output.debugDescription)")
    let afterOpen = output.components(separatedBy: open).last ?? ""
    #expect(afterOpen.contains("Docs") && afterOpen.contains(close), "closed after the label")
  }

  @Test func onlyTheLinkedWordsOfAMarkdownTextAreAHyperlink() {
    let (output, host) = written(Text("Read [the guide](https://example.com/guide) first"))
    #expect(link(of: "the guide", in: host) == .some("https://example.com/guide"))
    #expect(link(of: "Read", in: host) == .some(nil))
    #expect(link(of: "first", in: host) == .some(nil))
    let open = "\u{1B}]8;;https://example.com/guide\u{1B}\\"
    let linked = output.components(separatedBy: open).dropFirst().first?
      .components(separatedBy: "\u{1B}]8;;\u{1B}\\").first
    #expect(linked?.contains("the guide") == true, "\(output.debugDescription)")
    #expect(linked?.contains("first") == false, "closed before the next word")
  }
}
