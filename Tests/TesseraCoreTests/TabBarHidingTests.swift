import Foundation
import Tessera
import TesseraTesting
import Testing

/// A page pushed in a tab can hide the tab bar, as detail pages on an iPhone often do.
@MainActor
@Suite struct TabBarHidingTests {
  struct Shop: View {
    var body: some View {
      TabView {
        NavigationStack {
          NavigationLink("Open the basket") {
            Text("Checkout")
              .toolbar(.hidden, for: .tabBar)
          }
          .navigationTitle("Browse")
        }
        .tabItem { Label("Browse", systemImage: "bag") }
        Text("Orders page").tabItem { Label("Orders", systemImage: "list.bullet") }
      }
    }
  }

  @Test func aPushedPageHidesTheTabBarAndGoingBackShowsIt() throws {
    let host = TestHost(Shop())
    #expect(try #require(host.screen.last).contains("Orders"), "the tab bar is shown")
    try host.tap("Open the basket")
    let last = try #require(host.screen.last)
    #expect(!last.contains("Orders"), "no tab bar on the pushed page: \(last)")
    let checkout = try host.find(text: "Checkout")
    #expect(host.contains(text: "Checkout"))
    #expect(checkout.frame.maxY <= host.windowSize.height)
    try host.tap("Browse")
    #expect(try #require(host.screen.last).contains("Orders"), "back: the bar returns")
  }
}
