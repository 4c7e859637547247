import Foundation
import Tessera
import TesseraTesting
import Testing

/// `Section(isExpanded:)`: tapping the header hides and shows the section's rows.
@MainActor
@Suite struct CollapsibleSectionTests {
  private struct Pantry: View {
    @State private var showsFruit = true
    @State private var showsGrains = false
    var body: some View {
      List {
        Section("Fruit", isExpanded: $showsFruit) {
          Text("Apple")
          Text("Pear")
        }
        Section(isExpanded: $showsGrains) {
          Text("Rice")
        } header: {
          Label("Grains", systemImage: "leaf")
        }
        Section("Always") { Text("Salt") }
      }
    }
  }

  @Test func tappingTheHeaderCollapsesAndExpandsTheSection() throws {
    let host = TestHost(Pantry())
    #expect(host.contains(text: "Apple") && host.contains(text: "Pear"))
    #expect(!host.contains(text: "Rice"), "collapsed at the start")
    #expect(host.contains(text: "Salt"))
    try host.tap("Fruit")
    #expect(!host.contains(text: "Apple") && !host.contains(text: "Pear"))
    #expect(host.contains(text: "Fruit"), "the header stays")
    try host.tap("Grains")
    #expect(host.contains(text: "Rice"))
    try host.tap("Fruit")
    #expect(host.contains(text: "Apple"))
  }

  @Test func theChevronPointsDownWhileExpanded() throws {
    let host = TestHost(Pantry())
    let fruitRow = try #require(host.screen.first { $0.contains("Fruit") })
    let grainsRow = try #require(host.screen.first { $0.contains("Grains") })
    #expect(fruitRow != grainsRow)
    let fruitGlyph = fruitRow.trimmingCharacters(in: .whitespaces).last
    let grainsGlyph = grainsRow.trimmingCharacters(in: .whitespaces).last
    #expect(fruitGlyph != grainsGlyph, "down for the open section, right for the closed one")
    try host.tap("Grains")
    let reopened = try #require(host.screen.first { $0.contains("Grains") })
    #expect(reopened.trimmingCharacters(in: .whitespaces).last == fruitGlyph)
  }
}
