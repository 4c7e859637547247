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

  @Test func aSidebarListsSectionsCollapseByTheirHeaders() throws {
    struct Sidebar: View {
      var body: some View {
        List {
          Section("Library") {
            Text("Recent")
            Text("Shared")
          }
          Section("Pinned") { Text("Drafts") }.collapsible(false)
          Section { Text("Trash") }
        }
        .listStyle(.sidebar)
      }
    }
    let host = TestHost(Sidebar())
    #expect(host.contains(text: "Recent") && host.contains(text: "Drafts"), "expanded at first")
    try host.tap("Library")
    #expect(!host.contains(text: "Recent") && !host.contains(text: "Shared"))
    #expect(host.contains(text: "Library") && host.contains(text: "Trash"))
    #expect(throws: (any Error).self, "a section made not collapsible has a plain header") {
      try host.tap("Pinned")
    }
    try host.tap("Library")
    #expect(host.contains(text: "Recent"))
    // In another list style, the same sections do not collapse.
    let plain = TestHost(List { Section("Library") { Text("Recent") } })
    #expect(throws: (any Error).self) { try plain.tap("Library") }
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
