import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ContentUnavailableAndShareTests {
  struct Library: View {
    @State var query = ""
    let books = ["Dune", "Emma", "Ulysses"]
    var results: [String] { books.filter { query.isEmpty || $0.contains(query) } }

    var body: some View {
      NavigationStack {
        List(results, id: \.self) { Text($0) }
          .overlay {
            if results.isEmpty { ContentUnavailableView.search }
          }
          .searchable(text: $query, prompt: "Title")
          .navigationTitle("Books")
      }
    }
  }

  @Test func anEmptySearchNamesTheTextOfTheSearchField() throws {
    let host = TestHost(Library())
    #expect(!host.contains(text: "Check the spelling or try a new search."))
    try host.type("Zola", into: "Title")
    #expect(host.contains(text: "No Results for “Zola”"))
    #expect(host.contains(text: "Check the spelling or try a new search."))
    // Centred in the list's space, under the search field.
    let title = try host.find(text: "No Results for “Zola”").frame
    let field = try host.find(control: "Title").frame
    #expect(abs(title.midX - 320) <= 8, "centred across: \(title)")
    #expect(title.minY > field.maxY + 32, "well below the field: \(title)")
  }

  @Test func aPlaceholderWithActionsRunsThem() throws {
    struct Inbox: View {
      @State var messages: [String] = []
      var body: some View {
        if messages.isEmpty {
          ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
          } description: {
            Text("New messages show here.")
          } actions: {
            Button("Check Again") { messages = ["Hello"] }
          }
        } else {
          List(messages, id: \.self) { Text($0) }
        }
      }
    }
    let host = TestHost(Inbox())
    let screen = host.screen
    let icon = try #require(screen.firstIndex { $0.contains("⊔") }, "the tray: \(screen)")
    let title = try #require(screen.firstIndex { $0.contains("No Mail") })
    #expect(icon < title, "the icon stands over the title: \(screen)")
    try host.tap("Check Again")
    #expect(host.contains(text: "Hello"))
  }

  @Test func theStringFormTakesATitleASymbolAndADescription() throws {
    let host = TestHost(
      ContentUnavailableView(
        "Offline", systemImage: "wifi.slash", description: Text("Connect to load the feed.")))
    #expect(host.contains(text: "Offline"))
    #expect(host.contains(text: "Connect to load the feed."))
  }

  struct Article: View {
    let url = URL(string: "https://example.org/post/1")!
    @State var opened: [URL] = []
    var body: some View {
      VStack {
        ShareLink(item: url)
        ShareLink("Share quote", item: "To be or not to be")
        Text("Opened \(opened.count)")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url)
          return .handled
        })
    }
  }

  @Test func shareCopiesTheItemToTheClipboard() throws {
    let host = TestHost(Article())
    #expect(host.clipboard == nil)
    try host.tap("Share quote")
    #expect(host.findAll(control: "Open").isEmpty, "a string has nothing to open")
    try host.tap("Copy")
    #expect(host.clipboard == "To be or not to be")
    #expect(!host.contains(text: "Copy"), "the menu closed")
  }

  @Test func shareOpensAURLThroughOpenURL() throws {
    let host = TestHost(Article())
    try host.tap("Share")
    try host.tap("Open")
    #expect(host.contains(text: "Opened 1"))
    try host.tap("Share")
    try host.tap("Copy")
    #expect(host.clipboard == "https://example.org/post/1")
  }
}
