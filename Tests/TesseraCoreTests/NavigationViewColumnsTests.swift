import Foundation
import Tessera
import TesseraTesting
import Testing

/// `NavigationView` given two or three views: columns side by side in a regular-width
/// window, where a link in a column shows its destination in the next; the first view
/// alone in a compact one or with `.navigationViewStyle(.stack)`, as on an iPhone.
@MainActor
@Suite struct NavigationViewColumnsTests {
  private struct Notes: View {
    var body: some View {
      NavigationView {
        List {
          NavigationLink("Groceries") { Text("Milk, eggs, bread") }
          NavigationLink("Chores") { ChoreList() }
        }
        .navigationTitle("Notes")
        Text("Select a note")
      }
    }
  }

  private struct ChoreList: View {
    @State private var done = 0
    var body: some View {
      VStack {
        Text("Done: \(done)")
        Button("Did one") { done += 1 }
      }
    }
  }

  @Test func aRegularWindowShowsTheColumnsSideBySide() throws {
    let host = TestHost(Notes(), size: CGSize(width: 800, height: 384))
    let groceries = try host.find(text: "Groceries")
    let placeholder = try host.find(text: "Select a note")
    #expect(placeholder.frame.minX > groceries.frame.maxX, "the detail is right of the list")
    #expect(
      abs(placeholder.frame.midY - 384 / 2) < 32,
      "a page smaller than its stack is centred, as SwiftUI centres it")
    try host.tap("Groceries")
    #expect(host.contains(text: "Milk, eggs, bread"))
    #expect(!host.contains(text: "Select a note"), "the link's destination replaced it")
    #expect(host.contains(text: "Groceries") && host.contains(text: "Chores"), "the list stays")
    let detail = try host.find(text: "Milk, eggs, bread")
    #expect(detail.frame.minX > groceries.frame.maxX)
  }

  @Test func eachLinkShowsAFreshDestination() throws {
    let host = TestHost(Notes(), size: CGSize(width: 800, height: 384))
    try host.tap("Chores")
    try host.tap("Did one")
    #expect(host.contains(text: "Done: 1"))
    try host.tap("Groceries")
    try host.tap("Chores")
    #expect(host.contains(text: "Done: 0"), "a new destination, with its own state")
  }

  @Test func aCompactWindowOrTheStackStyleShowsTheFirstViewAlone() throws {
    let compact = TestHost(Notes(), size: CGSize(width: 320, height: 384))
    #expect(compact.contains(text: "Groceries"))
    #expect(!compact.contains(text: "Select a note"), "\(compact.screen)")
    try compact.tap("Groceries")
    #expect(compact.contains(text: "Milk, eggs, bread"))
    let pushed = try compact.find(text: "Milk, eggs, bread").frame
    #expect(abs(pushed.midY - 384 / 2) < 48, "a pushed page is centred too: \(pushed)")
    #expect(!compact.contains(text: "Chores"), "pushed over the list")

    let stacked = TestHost(
      Notes().navigationViewStyle(.stack), size: CGSize(width: 800, height: 384))
    #expect(stacked.contains(text: "Groceries") && !stacked.contains(text: "Select a note"))
  }
}
