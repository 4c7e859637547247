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

  @Test func aTabItemOfASymbolAndATextShowsBothOnTheBar() throws {
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("Play page")
            .tabItem {
              Image(systemName: "gamecontroller")
              Text("Play")
            }
          Text("History page")
            .tabItem {
              Image(systemName: "list.dash")
              Text("History")
            }
            .badge(2)
        }
      }
    }
    let host = TestHost(Tabs())
    let bar = try #require(host.screen.last { $0.contains("Play") && $0.contains("History") })
    #expect(bar.contains("🎮") && bar.contains("≡"), "each symbol beside its title: \(bar)")
    #expect(bar.contains("History 2"), "\(bar)")
    try host.tap("History 2")
    #expect(host.contains(text: "History page"))
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
