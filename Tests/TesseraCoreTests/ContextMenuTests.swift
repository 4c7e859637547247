import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ContextMenuTests {
  struct Photos: View {
    @State var photos = ["Beach", "Summit"]
    @State var favourite = "none"
    var body: some View {
      VStack {
        ForEach(photos, id: \.self) { photo in
          Text(photo)
            .contextMenu {
              Button("Favourite") { favourite = photo }
              Button("Delete", role: .destructive) { photos.removeAll { $0 == photo } }
            }
        }
        Text("Favourite: \(favourite)")
      }
    }
  }

  @Test func aContextMenuOpensOnItsViewAndActsOnIt() throws {
    let host = TestHost(Photos())
    #expect(!host.contains(text: "Favourite:") || !host.contains(text: "Delete"))
    try host.find(text: "Summit").openContextMenu()
    try host.tap("Favourite")
    #expect(host.contains(text: "Favourite: Summit"))
    #expect(host.presentations.isEmpty, "choosing closes the menu")
    try host.find(text: "Beach").openContextMenu()
    try host.tap("Delete")
    #expect(!host.contains(text: "Beach"))
  }

  @Test func aViewWithoutAContextMenuRefusesOne() {
    #expect(throws: InspectionError.self) {
      try TestHost(Text("Plain")).find(text: "Plain").openContextMenu()
    }
  }
}
