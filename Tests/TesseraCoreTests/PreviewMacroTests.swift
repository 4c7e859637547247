import Tessera
import TesseraTesting
import Testing

#Preview("Counter preview") {
  @Previewable @State var count = 2
  Button("Count \(count)") { count += 1 }
}

#Preview("Own line") {
  @Previewable
  @State var isOn = false
  Button(isOn ? "switched on" : "switched off") { isOn.toggle() }
}

// Two unnamed previews: named after the file, numbered in line order.
#Preview {
  Text("first unnamed")
}

#Preview {
  // A comment with braces } and a string with one: "}"
  let greeting = "second unnamed"
  return Text(greeting)
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  Text("Badge").padding(.horizontal, 8)
}

#Preview("Fixed", traits: .fixedLayout(width: 80, height: 32), .landscapeLeft) {
  Color.blue
}

// Strings and comments that hold brackets must not end the body early.
// swift-format-ignore: NoBlockComments
#Preview("Tricky text") {
  let raw = #"raw "quoted" } brace"#
  let multiline = """
    multi } line "with quotes"
    """
  /* a block comment with a } brace */
  VStack {
    Text(raw)
    Text(multiline)
    Text("\(raw.isEmpty ? "{" : "}") interpolated")
  }
}

private struct Legacy_Previews: PreviewProvider {
  static var previews: some View {
    Text("legacy provider").previewLayout(.sizeThatFits).previewDevice("Terminal")
      .previewDisplayName("Legacy on a terminal")
  }
}

@MainActor
@Suite struct PreviewMacroTests {
  @Test func previewsAreFoundWithoutRegistration() {
    let names = PreviewRegistry.names
    for name in [
      "Counter preview", "PreviewMacroTests 1", "PreviewMacroTests 2", "Badge", "Fixed",
      "Legacy",
    ] {
      #expect(names.contains(name), "\(name) in \(names)")
    }
  }

  @Test func previewableAloneOnItsLineStillMovesItsDeclaration() throws {
    let host = try TestHost(preview: "Own line")
    try host.tap("switched off")
    #expect(host.contains(text: "switched on"))
  }

  @Test func unnamedPreviewsAreNumberedInLineOrder() throws {
    #expect(try TestHost(preview: "PreviewMacroTests 1").contains(text: "first unnamed"))
    #expect(try TestHost(preview: "PreviewMacroTests 2").contains(text: "second unnamed"))
  }

  @Test func previewableStateKeepsItsValueAcrossUpdates() throws {
    let host = try TestHost(preview: "Counter preview")
    try host.tap("Count 2")
    try host.tap("Count 3")
    #expect(host.contains(text: "Count 4"))
  }

  @Test func sizeThatFitsShowsTheViewAtItsIdealSizeInTheCorner() throws {
    let badge = try TestHost(preview: "Badge").find(text: "Badge")
    #expect(badge.frame.origin == CGPoint(x: 8, y: 0))
    let fixed = try TestHost(preview: "Fixed").findAll(Color.self)
    #expect(fixed.first?.frame == CGRect(x: 0, y: 0, width: 80, height: 32))
  }

  @Test func bracketsInStringsAndCommentsStayInTheBody() throws {
    let host = try TestHost(preview: "Tricky text")
    #expect(host.contains(text: #"raw "quoted" } brace"#))
    #expect(host.contains(text: #"multi } line "with quotes""#))
    #expect(host.contains(text: "} interpolated"))
  }

  @Test func legacyProvidersAreFoundToo() throws {
    #expect(try TestHost(preview: "Legacy").contains(text: "legacy provider"))
  }

  @Test func unknownPreviewNamesTheOnesThereAre() {
    #expect {
      _ = try TestHost(preview: "Nope")
    } throws: { error in
      "\(error)".contains("a preview named \"Nope\"") && "\(error)".contains("Counter preview")
    }
  }
}
