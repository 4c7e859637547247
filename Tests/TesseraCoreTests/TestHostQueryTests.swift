import Tessera
import TesseraTesting
import Testing

/// A screen with labelled non-controls, a text field and a sheet.
private struct Screen: View {
  @State private var note = ""
  @State private var showsHelp = false

  var body: some View {
    VStack {
      Image(systemName: "star.fill").accessibilityLabel("Favorite")
      HStack {
        Circle().frame(width: 8, height: 8)
        Text("3 new")
      }
      .accessibilityLabel("Unread count")
      TextField("Note", text: $note)
      Text("note=\(note)")
      Button("Help") { showsHelp = true }
    }
    .sheet(isPresented: $showsHelp) { Text("How to") }
  }
}

@MainActor
@Suite struct TestHostQueryTests {
  @Test func findLabelFindsAnyViewByItsAccessibilityLabel() throws {
    let host = TestHost(Screen())
    #expect(try host.find(label: "Favorite").description == "Image(systemName: \"star.fill\")")
    let unread = try host.find(label: "Unread count")
    #expect(unread.kind == "HStack")
    #expect(unread.texts == ["3 new"])
    #expect(throws: InspectionError.self) { try host.find(label: "3 new") }
    #expect(throws: InspectionError.self) { try host.find(label: "Help") }
    #expect(try host.find(control: "Help").kind == "Button", "controls by title: find(control:)")
  }

  @Test func typeTextAppendsToTheField() throws {
    let host = TestHost(Screen())
    let field = try host.find(control: "Note")
    try field.type(text: "hello")
    try host.find(control: "Note").type(text: " world")
    #expect(host.contains(text: "note=hello world"))
    try host.type("!", into: "Note")
    #expect(host.contains(text: "note=hello world!"))
  }

  @Test func tappingPresentsAndDismissPresentationCloses() throws {
    let host = TestHost(Screen())
    #expect(host.presentations.isEmpty)
    try host.tap("Help")
    #expect(host.presentations.count == 1)
    #expect(host.contains(text: "How to"))
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    #expect(!host.contains(text: "How to"))
  }
}
