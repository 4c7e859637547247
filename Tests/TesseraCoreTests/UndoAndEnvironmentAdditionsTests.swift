import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct UndoAndEnvironmentAdditionsTests {
  final class Document {
    var title = "Draft"
  }

  @Test func stepsUndoAndRedoInOrder() {
    let undo = UndoManager()
    let document = Document()
    func rename(_ name: String) {
      let old = document.title
      document.title = name
      undo.registerUndo(withTarget: document) { $0.title = old }
      undo.setActionName("Rename")
    }
    // Undoing a rename registers the rename again, which is what redo does.
    func renameUndoably(_ name: String) {
      let old = document.title
      document.title = name
      undo.registerUndo(withTarget: document) { doc in
        let current = doc.title
        doc.title = old
        undo.registerUndo(withTarget: doc) { $0.title = current }
      }
    }
    rename("Letter")
    renameUndoably("Memo")
    #expect(undo.canUndo && !undo.canRedo)
    undo.undo()
    #expect(document.title == "Letter" && undo.canRedo)
    undo.redo()
    #expect(document.title == "Memo")
    undo.undo()
    undo.undo()
    #expect(document.title == "Draft" && !undo.canUndo)
    rename("Note")
    #expect(!undo.canRedo, "a new change forgets what could be redone")
    #expect(undo.undoMenuItemTitle == "Undo Rename")
  }

  @Test func aGroupUndoesAsOneStep() {
    let undo = UndoManager()
    let document = Document()
    undo.beginUndoGrouping()
    for name in ["A", "B", "C"] {
      let old = document.title
      document.title = name
      undo.registerUndo(withTarget: document) { $0.title = old }
    }
    undo.endUndoGrouping()
    undo.undo()
    #expect(document.title == "Draft" && !undo.canUndo)
  }

  struct Editor: View {
    @Environment(\.undoManager) private var undoManager
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var count = 0
    final class Box {
      var apply: (Int) -> Void = { _ in }
    }
    @State private var box = Box()

    var body: some View {
      VStack {
        Text("Count \(count), motion \(reduceMotion ? "reduced" : "full")")
        Button("Add") {
          let old = count
          count += 1
          box.apply = { count = $0 }
          undoManager?.registerUndo(withTarget: box) { $0.apply(old) }
        }
        Button("Undo") { undoManager?.undo() }
      }
    }
  }

  @Test func eachWindowHasAnUndoManagerForItsViews() throws {
    let host = TestHost(Editor())
    #expect(host.contains(text: "Count 0, motion full"))
    try host.tap("Add")
    try host.tap("Add")
    try host.tap("Undo")
    #expect(host.contains(text: "Count 1, motion full"))
  }

  @Test func aTabSectionsTabsStandInTheBar() throws {
    struct Mail: View {
      @State var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox page") }
          TabSection("Folders") {
            Tab("Sent", systemImage: "paperplane", value: 1) { Text("Sent page") }
            Tab("Archive", systemImage: "archivebox", value: 2) { Text("Archive page") }
          }
        }
      }
    }
    let host = TestHost(Mail())
    let bar = try #require(host.screen.last { $0.contains("Inbox") })
    #expect(bar.contains("Sent") && bar.contains("Archive"), "\(bar)")
    try host.tap("Archive")
    #expect(host.contains(text: "Archive page"))
  }

  @Test func aColoursGradientGoesFromLighterToTheColour() throws {
    let gradient = Color.blue.gradient
    let linear = gradient.linearGradient(startPoint: .top, endPoint: .bottom)
    #expect(
      linear
        == LinearGradient(
          colors: [Color.blue.mix(with: .white, by: 0.2), .blue], startPoint: .top,
          endPoint: .bottom))
    let host = TestHost(RoundedRectangle(cornerRadius: 8).fill(Color.green.gradient))
    #expect(host.snapshot.contains("green"), "\(host.snapshot)")
  }
}
