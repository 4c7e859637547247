import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct NavigationBarHiddenTests {
  struct Reader: View {
    @State var immersive = false
    var body: some View {
      NavigationStack {
        VStack {
          Text("Chapter one")
          Button(immersive ? "Show bar" : "Hide bar") { immersive.toggle() }
        }
        .navigationTitle("Book")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { Button("Bookmark") {} }
        .navigationBarHidden(immersive)
      }
    }
  }

  @Test func aHiddenBarTakesItsTitleAndItemsAway() throws {
    let host = TestHost(Reader())
    #expect(host.screen.first?.contains("Book") == true, "the inline title in the bar")
    #expect(host.screen.first?.contains("Bookmark") == true)
    let before = try host.find(text: "Chapter one").frame
    try host.tap("Hide bar")
    let screen = host.screen.joined(separator: "\n")
    #expect(!screen.contains("Bookmark") && !screen.contains("Book\n"), "\(screen)")
    let after = try host.find(text: "Chapter one").frame
    #expect(after.minY < before.minY, "the page moved up into the bar's row")
    try host.tap("Show bar")
    #expect(host.screen.first?.contains("Bookmark") == true)
  }

  @Test func toolbarHiddenForTheNavigationBarDoesTheSame() throws {
    let host = TestHost(
      NavigationStack {
        Text("Full screen").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
      })
    #expect(!host.screen.joined().contains("Gone"))
    #expect(host.contains(text: "Full screen"))
  }
}
