import Tessera
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct TextStylingTests {
  private func screen<V: View>(_ view: V, columns: Int = 80, rows: Int = 8) throws -> ScreenBuffer {
    let host = TerminalHost(rootView: view)
    host.write = { _ in }
    host.resize(to: (columns, rows))
    return try #require(host.front)
  }

  private func style(of word: String, in screen: ScreenBuffer, occurrence: Int = 0) throws
    -> CellStyle
  {
    let rows = screen.lines.indices.filter { screen.lines[$0].contains(word) }
    let row = try #require(rows.dropFirst(occurrence).first, "\(word) not on screen")
    let line = screen.lines[row]
    let column = try #require(line.range(of: word)).lowerBound.utf16Offset(in: line)
    return screen[column, row].style
  }

  @Test func markdownInALiteralStylesItsRuns() throws {
    let screen = try screen(Text("Plain **bold** and *italic* and `code` and ~~gone~~"))
    #expect(try style(of: "bold", in: screen).isBold)
    #expect(try !style(of: "Plain", in: screen).isBold)
    #expect(try style(of: "italic", in: screen).isItalic)
    #expect(try style(of: "gone", in: screen).isStruckThrough)
    #expect(try !style(of: "code", in: screen).isBold)
  }

  @Test func anAttributedStringsSwiftUIAttributesStyleItsRuns() throws {
    var message = AttributedString("Warning: ")
    message.font = .headline
    message.foregroundColor = .red
    var rest = AttributedString("read the manual, ")
    rest.underlineStyle = .single
    var old = AttributedString("not the wiki")
    old.mergeAttributes(AttributeContainer().strikethroughStyle(.single))
    let screen = try screen(Text(message + rest + old))
    let warning = try style(of: "Warning", in: screen)
    #expect(warning.isBold, "a headline is bold")
    #expect(warning.foreground == CellStyle.RGB(255, 59, 48))
    #expect(try style(of: "manual", in: screen).isUnderlined)
    #expect(try !style(of: "manual", in: screen).isBold)
    #expect(try style(of: "wiki", in: screen).isStruckThrough)
  }

  @Test func markdownReadIntoAnAttributedStringIsDrawn() throws {
    let notes = try AttributedString(
      markdown: "**Bold** then *soft*,\n~~gone~~ and [site](guide)",
      baseURL: URL(string: "https://example.com/"))
    let screen = try screen(Text(notes))
    #expect(
      screen.lines.contains { $0.contains("Bold then soft, gone and site") }, "\(screen.lines)")
    #expect(try style(of: "Bold", in: screen).isBold)
    #expect(try !style(of: "then", in: screen).isBold)
    #expect(try style(of: "soft", in: screen).isItalic)
    #expect(try style(of: "gone", in: screen).isStruckThrough)
    #expect(try style(of: "site", in: screen).isUnderlined)
    let link = notes.runs.compactMap(\.link).first
    #expect(link?.absoluteString == "https://example.com/guide")
    // Whitespace kept as written when asked.
    let kept = try AttributedString(
      markdown: "one\ntwo", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == "one\ntwo")
  }

  @Test func aSymbolInATextIsDrawnInLineAsItsGlyph() throws {
    let screen = try screen(
      VStack {
        Text("Use the settings icon (\(Image(systemName: "gearshape"))) to choose.")
        Text(Image(systemName: "star.fill")) + Text(" 4.8").bold()
      })
    #expect(screen.lines.contains { $0.contains("Use the settings icon (⚙) to choose.") })
    #expect(screen.lines.contains { $0.contains("★ 4.8") }, "\(screen.lines)")
    #expect(try style(of: "4.8", in: screen).isBold)
  }

  @Test func linksAreUnderlinedInTheAccentColour() throws {
    let screen = try screen(Text("Read [the guide](https://example.com/guide) first"))
    let link = try style(of: "the guide", in: screen)
    let plain = try style(of: "Read", in: screen)
    #expect(link.isUnderlined && !plain.isUnderlined)
    #expect(link.foreground != plain.foreground)
  }

  @Test func wrappedRunsKeepTheirStylesOnEveryLine() throws {
    let screen = try screen(
      Text("one two three four **five six seven eight** nine").frame(width: 96), columns: 40)
    let text = screen.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(text.count > 2, "\(text)")
    for word in ["five", "six", "seven", "eight"] {
      #expect(try style(of: word, in: screen).isBold, "\(word) in \(text)")
    }
    #expect(try !style(of: "nine", in: screen).isBold)
    #expect(try !style(of: "four", in: screen).isBold)
  }
}
