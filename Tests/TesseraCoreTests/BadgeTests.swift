import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct BadgeTests {
  @Test func aRowBadgeStandsAtTheTrailingEdge() throws {
    struct Inbox: View {
      var body: some View {
        List {
          Text("Unread").badge(4)
          Text("Flagged").badge("new")
          Text("Archive").badge(0)
        }
      }
    }
    let screen = TestHost(Inbox()).screen
    let unread = try #require(screen.first { $0.contains("Unread") })
    #expect(unread.hasSuffix("4"), "\(unread)")
    #expect(screen.first { $0.contains("Flagged") }?.hasSuffix("new") == true)
    #expect(screen.first { $0.contains("Archive") }?.hasSuffix("Archive") == true, "0 shows none")
  }

  @Test func aTabBadgeFollowsItsItemAndNotThePage() throws {
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("Mail page")
            .tabItem { Label("Mail", systemImage: "house") }
            .badge(3)
          Text("Settings page")
            .tabItem { Label("Settings", systemImage: "gear") }
        }
      }
    }
    let screen = TestHost(Tabs()).screen
    let bar = try #require(screen.last { $0.contains("Mail") && $0.contains("Settings") })
    #expect(bar.contains("Mail 3"), "\(bar)")
    let page = try #require(screen.first { $0.contains("Mail page") })
    #expect(!page.contains("3"), "the page shows no badge")
  }
}
