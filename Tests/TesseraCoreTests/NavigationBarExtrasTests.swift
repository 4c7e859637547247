import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct NavigationBarExtrasTests {
  struct Editor: View {
    @State var saved = 0
    @State var showsInspector = false
    var body: some View {
      NavigationStack {
        Text("Saved \(saved)")
          .navigationTitle("Draft")
          .navigationBarItems(
            leading: Button("Info") { showsInspector = true },
            trailing: Button("Save") { saved += 1 }
          )
          .inspector(isPresented: $showsInspector) { Text("Word count: 3") }
          .toolbarRole(.editor)
          .toolbarColorScheme(.dark, for: .navigationBar)
          .toolbarTitleMenu { Button("Rename") {} }
      }
    }
  }

  @Test func barItemsGoInTheBarAndTheInspectorPresents() throws {
    let host = TestHost(Editor())
    // The bar is the top row; the large title takes the row under it.
    let bar = try #require(host.screen.first)
    #expect(bar.contains("Info") && bar.contains("Save"), "both items in the bar: \(bar)")
    let info = try #require(bar.range(of: "Info")).lowerBound
    let save = try #require(bar.range(of: "Save")).lowerBound
    #expect(info < save, "leading before trailing")
    try host.tap("Save")
    #expect(host.contains(text: "Saved 1"))
    try host.tap("Info")
    #expect(host.presentations.count == 1 && host.contains(text: "Word count: 3"))
  }
}
