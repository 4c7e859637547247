import Tessera
import TesseraTesting
import Testing

private struct ModalDemo: View {
  @State private var isPresented = false
  @State private var dismissals = 0
  var body: some View {
    Text("dismissed \(dismissals) times")
    Button("Present!") { isPresented = true }
      .fullScreenCover(
        isPresented: $isPresented, onDismiss: { dismissals += 1 }, content: { ModalContent() })
  }
}

private struct ModalContent: View {
  @Environment(\.presentationMode) var presentationMode
  var body: some View {
    Text("Modal")
    Button("Dismiss Modal") { presentationMode.wrappedValue.dismiss() }
  }
}

private struct SheetDemo: View {
  @State private var showSheet = false
  var body: some View {
    Button("Open") { showSheet.toggle() }
      .sheet(isPresented: $showSheet) { SheetContent() }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) var dismiss
  @Environment(\.editMode) var editMode
  var body: some View {
    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing")
    EditButton()
    Button("Close") { dismiss() }
  }
}

/// A screen that presents the next level as a sheet and closes itself with `dismiss`.
private struct Level: View {
  let depth: Int
  @Environment(\.dismiss) private var dismiss
  @State private var showsNext = false
  var body: some View {
    Text("level \(depth)")
    Button("Open \(depth + 1)") { showsNext = true }
      .sheet(isPresented: $showsNext) { Level(depth: depth + 1) }
    Button("Close \(depth)") { dismiss() }
  }
}

private struct AlertDemo: View {
  @State private var showAlert = false
  @State private var log: [String] = []
  var body: some View {
    Text("log: \(log.joined(separator: ","))")
    Button("Ask") { showAlert = true }
      .alert(isPresented: $showAlert) {
        Alert(
          title: Text("Xmas gift exchange"), message: Text("Ann receives Bo's gift"),
          primaryButton: .default(Text("OK")) { log.append("ok") },
          secondaryButton: .cancel { log.append("cancel") })
      }
  }
}

private struct ModernAlertDemo: View {
  @State private var showAlert = false
  @State private var deleted = false
  var body: some View {
    Text(deleted ? "deleted" : "kept")
    Button("Delete…") { showAlert = true }
      .alert("Delete the item?", isPresented: $showAlert) {
        Button("Delete", role: .destructive) { deleted = true }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
  }
}

@MainActor
@Suite struct PresentationTests {
  @Test func fullScreenCoverOpensAndClosesThroughPresentationMode() throws {
    let host = TestHost(ModalDemo())
    #expect(host.presentations.isEmpty)
    try host.tap("Present!")
    #expect(host.presentations.map(\.description) == ["FullScreenCover"])
    #expect(host.contains(text: "Modal"))
    try host.tap("Dismiss Modal")
    #expect(host.presentations.isEmpty)
    #expect(!host.contains(text: "Modal"))
    #expect(host.contains(text: "dismissed 1 times"), "onDismiss ran once")
  }

  @Test func sheetDismissesThroughDismissActionAndStartsNotEditing() throws {
    let host = TestHost(SheetDemo())
    try host.tap("Open")
    #expect(host.contains(text: "viewing"))
    try host.tap("Edit")
    #expect(host.contains(text: "editing"))
    #expect(try host.find(control: "Done").kind == "Button")
    try host.tap("Close")
    #expect(host.presentations.isEmpty)
    try host.tap("Open")
    #expect(host.contains(text: "viewing"), "each presentation has a new edit mode")
  }

  @Test func dismissingFromOutsideLikeEscClosesTheSheet() throws {
    let host = TestHost(SheetDemo())
    try host.tap("Open")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
  }

  @Test func dismissInASheetOnASheetClosesOnlyTheInnerOne() throws {
    let host = TestHost(Level(depth: 0))
    try host.tap("Open 1")
    try host.tap("Open 2")
    #expect(host.presentations.count == 2)
    #expect(host.contains(text: "level 2"))
    try host.tap("Close 2")
    #expect(host.presentations.count == 1)
    #expect(!host.contains(text: "level 2"))
    #expect(host.contains(text: "level 1"), "the outer sheet stays")
    try host.tap("Close 1")
    #expect(host.presentations.isEmpty)
    #expect(host.contains(text: "level 0"))
  }

  @Test func oldStyleAlertRunsTheChosenButtonAndCloses() throws {
    let host = TestHost(AlertDemo())
    try host.tap("Ask")
    let alert = try #require(host.presentations.first)
    #expect(alert.texts == ["Xmas gift exchange", "Ann receives Bo's gift", "OK", "Cancel"])
    try host.tap("OK")
    #expect(host.presentations.isEmpty)
    try host.tap("Ask")
    try host.tap("Cancel")
    #expect(host.contains(text: "log: ok,cancel"))
  }

  @Test func modernAlertShowsMessageAndActions() throws {
    let host = TestHost(ModernAlertDemo())
    try host.tap("Delete…")
    #expect(host.contains(text: "This cannot be undone."))
    try host.tap("Delete")
    #expect(host.presentations.isEmpty)
    #expect(host.contains(text: "deleted"))
  }

  @Test func alertWithoutActionsHasAnOKButton() throws {
    struct Plain: View {
      @State var show = true
      var body: some View {
        Text("screen").alert("Saved", isPresented: $show) {}
      }
    }
    let host = TestHost(Plain())
    try host.tap("OK")
    #expect(host.presentations.isEmpty)
  }
}
