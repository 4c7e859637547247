import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TabAndPageStyleTests {
  enum Section: Hashable { case home, inbox }

  struct TabsApp: View {
    @State var section = Section.home
    var body: some View {
      VStack {
        Text("Showing \(section == .home ? "home" : "inbox")")
        TabView(selection: $section) {
          // The values take the selection's type, as in SwiftUI's `TabContentBuilder`.
          Tab("Home", systemImage: "house", value: .home) {
            Text("Home page")
          }
          Tab("Inbox", systemImage: "tray", value: .inbox) {
            List { Text("Inbox page") }
          }
          .badge(2)
        }
      }
    }
  }

  @Test func tabsOfIOS18LabelTheBarAndSetTheSelectionToTheirValue() throws {
    let host = TestHost(TabsApp())
    let bar = try #require(host.screen.last { $0.contains("Home") && $0.contains("Inbox") })
    #expect(bar.contains("Inbox 2"), "the badge follows the tab's label: \(bar)")
    #expect(host.contains(text: "Home page") && !host.contains(text: "Inbox page"))
    try host.find(text: "Inbox").tap()
    #expect(host.contains(text: "Inbox page") && !host.contains(text: "Home page"))
    #expect(host.contains(text: "Showing inbox"), "the tab's value reached the selection")
    let row = try host.find(text: "Inbox page").frame
    #expect(row.minY < 64, "the badged tab's list fills its page from the top: \(row)")
  }

  @Test func aSidebarAdaptableTabViewIsATabBarInACompactWindow() throws {
    let host = TestHost(TabsApp().tabViewStyle(.sidebarAdaptable))
    let bar = try #require(host.screen.last, "the bar along the bottom, as on an iPhone")
    #expect(bar.contains("Home") && bar.contains("Inbox 2"), "\(bar)")
    try host.find(text: "Inbox").tap()
    #expect(host.contains(text: "Showing inbox"))
  }

  @Test func tabsWithoutValuesAreChosenByPosition() throws {
    let host = TestHost(
      TabView {
        Tab("First", systemImage: "1.circle") { Text("One") }
        Tab("Second", systemImage: "2.circle") { Text("Two") }
      })
    #expect(host.contains(text: "One"))
    try host.tap("Second")
    #expect(host.contains(text: "Two") && !host.contains(text: "One"))
  }

  struct Pager: View {
    let mode: PageTabViewStyle.IndexDisplayMode
    @State var page = 0
    var body: some View {
      VStack {
        Text("On page \(page)")
        TabView(selection: $page) {
          Text("Welcome").tag(0)
          Text("Features").tag(1)
          Text("Get started").tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
      }
    }
  }

  @Test func aPagedTabViewShowsOnePageOverARowOfDotsAndNoTabBar() throws {
    let host = TestHost(Pager(mode: .automatic), size: CGSize(width: 240, height: 128))
    #expect(host.contains(text: "Welcome") && !host.contains(text: "Features"))
    let dots = try #require(host.screen.last { $0.contains("●") })
    #expect(dots.trimmingCharacters(in: .whitespaces) == "● ○ ○", "\(host.screen)")
    #expect(!host.screen.contains { $0.contains("─") }, "no tab bar's line: \(host.screen)")
    try host.find(label: "Page 3 of 3").tap()
    #expect(host.contains(text: "Get started") && host.contains(text: "On page 2"))
    #expect(host.screen.contains { $0.trimmingCharacters(in: .whitespaces) == "○ ○ ●" })
  }

  @Test func arrowKeysOnADotTurnThePages() throws {
    let host = TestHost(Pager(mode: .always), size: CGSize(width: 240, height: 128))
    try host.find(label: "Page 1 of 3").focus()
    try host.press(.rightArrow, modifiers: [])
    #expect(host.contains(text: "Features"))
    try host.press(.rightArrow, modifiers: [])
    #expect(host.contains(text: "Get started"))
    try host.press(.leftArrow, modifiers: [])
    #expect(host.contains(text: "Features") && host.contains(text: "On page 1"))
  }

  @Test func withoutAnIndexThePagesTakeTheWholeHeight() throws {
    let host = TestHost(Pager(mode: .never), size: CGSize(width: 240, height: 128))
    #expect(!host.screen.contains { $0.contains("●") })
    #expect(throws: (any Error).self) { try host.find(label: "Page 1 of 3") }
    #expect(host.contains(text: "Welcome"))
  }
}
