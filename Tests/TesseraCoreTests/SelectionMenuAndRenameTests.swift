import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SelectionMenuAndRenameTests {
  struct Files: View {
    @State var files = ["Alpha", "Beta", "Gamma"]
    @State var selection: Set<String> = []
    var body: some View {
      VStack {
        List(files, id: \.self, selection: $selection) { Text($0) }
          .contextMenu(forSelectionType: String.self) { names in
            Button("Delete \(names.sorted().joined(separator: "+"))") {
              files.removeAll { names.contains($0) }
            }
          }
        Text("Files: \(files.joined(separator: ","))")
      }
    }
  }

  @Test func aRowsMenuIsForThatRowWhenItIsNotSelected() throws {
    let host = TestHost(Files())
    try host.find(text: "Beta").openContextMenu()
    try host.tap("Delete Beta")
    #expect(host.contains(text: "Files: Alpha,Gamma"))
  }

  @Test func aSelectedRowsMenuIsForTheWholeSelection() throws {
    let host = TestHost(Files())
    try host.selectRow("Alpha")
    try host.selectRow("Gamma")
    try host.find(text: "Gamma").openContextMenu()
    try host.tap("Delete Alpha+Gamma")
    #expect(host.contains(text: "Files: Beta"))
  }

  @Test func renameButtonsRunTheRenameAction() throws {
    struct Note: View {
      @State var title = "Untitled"
      @FocusState var editingTitle: Bool
      var body: some View {
        VStack {
          TextField("Title", text: $title).focused($editingTitle)
          RenameButton()
          Text(editingTitle ? "Renaming" : "Idle")
        }
        .renameAction($editingTitle)
      }
    }
    let host = TestHost(Note())
    #expect(host.contains(text: "Idle"))
    try host.tap("Rename")
    #expect(host.contains(text: "Renaming"))
    #expect(try TestHost(RenameButton()).find(control: "Rename").isEnabled == false)
  }
}
