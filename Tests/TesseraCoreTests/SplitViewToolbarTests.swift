import Foundation
import Tessera
import TesseraTesting
import Testing

/// A toolbar given to a split view shows in its detail column's bar (on a Mac, the
/// window's toolbar; on an iPad, the detail's bar); a toolbar that no navigation stack
/// shows shows nothing, as on an iPhone.
@MainActor
@Suite struct SplitViewToolbarTests {
  struct Budget: View {
    @State var money = 0
    var body: some View {
      VStack {
        NavigationSplitView {
          NavigationView {
            VStack { NavigationLink("Add money", destination: Text("adding")) }
          }
        } detail: {
          Text("Money: \(money)")
        }
        .toolbar {
          ToolbarItem(placement: .automatic) {
            Button(action: { money += 1 }) { Image(systemName: "plus") }
          }
        }
      }
    }
  }

  @Test func aSplitViewsToolbarStandsAtTheEndOfTheDetailsBar() throws {
    let host = TestHost(Budget(), size: CGSize(width: 800, height: 320))
    let bar = try #require(host.screen.first)
    #expect(bar.hasSuffix("+"), "at the trailing end of the detail's bar: \(bar)")
    #expect(!bar.hasPrefix("+"), "not over the sidebar: \(bar)")
    try host.tap("Add")
    #expect(host.contains(text: "Money: 1"))
  }

  @Test func collapsedIntoOneStackItsBarShowsTheSplitViewsToolbar() throws {
    let host = TestHost(Budget(), size: CGSize(width: 400, height: 320))
    let bar = try #require(host.screen.first)
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix("+"), "\(bar)")
  }

  @Test func aToolbarThatNoStackShowsIsNotDrawn() {
    let host = TestHost(
      VStack {
        Text("Body text")
      }
      .toolbar { ToolbarItem { Button("Share") {} } })
    #expect(!host.screen.joined().contains("Share"), "\(host.screen)")
  }
}
