import Tessera
import TesseraTesting
import Testing

private struct Note: Identifiable {
  let id: Int
}

private struct NoteSheet: View {
  let note: Note
  @State private var edits = 0
  var body: some View {
    Text("note \(note.id) edits \(edits)")
    Button("Edit note") { edits += 1 }
  }
}

private struct NoteList: View {
  @State var selected: Note?
  var body: some View {
    Button("Open 1") { selected = Note(id: 1) }
      .sheet(item: $selected) { note in
        NoteSheet(note: note)
        Button("Next note") { selected = Note(id: note.id + 1) }
      }
  }
}

@MainActor
@Suite struct ReviewRegressionTests {
  @Test func sheetForAnotherItemStartsWithFreshState() throws {
    let host = TestHost(NoteList())
    try host.tap("Open 1")
    try host.tap("Edit note")
    #expect(host.contains(text: "note 1 edits 1"))
    try host.tap("Next note")
    #expect(host.contains(text: "note 2 edits 0"))
  }

  @Test func pickerRefusesAValueNoOptionCarries() throws {
    struct Choice: View {
      @State var value = 1
      var body: some View {
        Picker("Number", selection: $value) {
          Text("one").tag(1)
          Text("two").tag(2)
        }
      }
    }
    let host = TestHost(Choice())
    let picker = try host.find(control: "Number")
    #expect(throws: InspectionError.self) { try picker.select(tag: 7) }
    try picker.select(tag: 2)
    #expect(try host.find(control: "Number").selection == AnyHashable(2))
  }

  @Test func accessibilityLabelDoesNotLeakIntoAnOverlay() throws {
    struct Decorated: View {
      @State var on = false
      var body: some View {
        Text("base")
          .overlay { Toggle("Overlay switch", isOn: $on) }
          .accessibilityLabel("Base label")
      }
    }
    let host = TestHost(Decorated())
    try host.toggle("Overlay switch")
    #expect(try host.find(control: "Overlay switch").isOn == true)
  }
}
