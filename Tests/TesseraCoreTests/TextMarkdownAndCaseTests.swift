import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TextMarkdownAndCaseTests {
  @Test func delimitersWithoutPartnersAndInsideWordsStayAsWritten() throws {
    let host = TestHost(
      VStack {
        Text("snake_case_name stays")
        Text("2 * 3 = 6")
        Text("a \\*literal\\* star")
      })
    _ = try host.find(text: "snake_case_name stays")
    _ = try host.find(text: "2 * 3 = 6")
    _ = try host.find(text: "a *literal* star")
  }

  @Test func aVerbatimOrStringTextKeepsItsMarkers() throws {
    let value = "**not bold**"
    let host = TestHost(
      VStack {
        Text(value)
        Text(verbatim: "*x*")
      })
    _ = try host.find(text: "**not bold**")
    _ = try host.find(text: "*x*")
  }

  @Test func markdownMarkersAreNotShown() throws {
    let host = TestHost(
      Text("Plain **bold** and *italic*, `code`, ~~gone~~ and [a link](https://example.com)"))
    _ = try host.find(text: "Plain bold and italic, code, gone and a link")
    #expect(host.screen.joined().contains("Plain bold and italic, code, gone and a link"))
  }

  @Test func textCaseChangesWhatIsShownAndMeasured() throws {
    let host = TestHost(
      VStack {
        Text("Section header").textCase(.uppercase)
        Text("MiXeD").textCase(.lowercase)
        Text("kept")
      })
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("SECTION HEADER"))
    #expect(screen.contains("mixed"))
    #expect(screen.contains("kept"))
  }
}

extension TextMarkdownAndCaseTests {
  @Test func interpolatedValuesAreShownAsWritten() throws {
    let name = "__init__.py"
    let pattern = "*.swift"
    let host = TestHost(Text("File **\(name)** matches \(pattern)"))
    let text = try host.find(text: "File __init__.py matches *.swift")
    #expect(text.text == "File __init__.py matches *.swift")
  }

  @Test func manyUnmatchedMarkersStayFast() throws {
    // Each `*` could open emphasis; none closes. Tried once each, not in every
    // combination.
    let literal = String(repeating: "a *b ", count: 400)
    let host = TestHost(Text(LocalizedStringKey(literal)))
    #expect(try host.find(text: literal).text == literal)
  }
}

extension TextMarkdownAndCaseTests {
  @Test func aMarkdownLinkOpensThroughTheEnvironment() throws {
    final class Opened: @unchecked Sendable {
      var urls: [URL] = []
    }
    let opened = Opened()
    let host = TestHost(
      VStack {
        Text("Read [the guide](https://example.org/guide) first")
        Text("No link here")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }))
    try host.find(text: "Read the guide first").tap()
    #expect(opened.urls == [URL(string: "https://example.org/guide")!])
    #expect(throws: InspectionError.self, "plain text is not a control") {
      try host.find(text: "No link here").tap()
    }
  }
}
