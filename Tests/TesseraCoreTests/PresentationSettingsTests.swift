import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PresentationSettingsTests {
  struct Editor: View {
    @State var editing = false
    @State var hasChanges = false
    @State var detent = PresentationDetent.medium
    var body: some View {
      Button("Edit") { editing = true }
        .sheet(isPresented: $editing) {
          VStack {
            Toggle("Unsaved changes", isOn: $hasChanges)
            Button("Save") { editing = false }
          }
          .interactiveDismissDisabled(hasChanges)
          .presentationDetents([.medium, .large, .fraction(0.3), .height(200)], selection: $detent)
          .presentationDragIndicator(.visible)
          .presentationCornerRadius(12)
        }
    }
  }

  @Test func aSheetWithUnsavedChangesRefusesEscButTheAppCanCloseIt() throws {
    let host = TestHost(Editor())
    try host.tap("Edit")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty, "without changes, Esc closes the sheet")
    try host.tap("Edit")
    try host.find(control: "Unsaved changes").toggle()
    #expect(throws: InspectionError.self) { try host.dismissPresentation() }
    #expect(host.presentations.count == 1, "the sheet stays")
    try host.tap("Save")
    #expect(host.presentations.isEmpty, "the app closes it itself")
  }

  @Test func aPopoverIsShownAsASheetAndClosesWithEsc() throws {
    struct Help: View {
      @State var showsHelp = false
      var body: some View {
        Button("Help") { showsHelp = true }
          .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
            Text("Tap a row to open it.")
          }
      }
    }
    let host = TestHost(Help())
    try host.tap("Help")
    #expect(host.contains(text: "Tap a row to open it."))
    #expect(host.presentations.count == 1)
    try host.dismissPresentation()
    #expect(!host.contains(text: "Tap a row to open it."))
  }

  @Test func aPopoverForAnItemShowsThatItem() throws {
    struct Tip: Identifiable {
      let id: Int
      let text: String
    }
    struct Tips: View {
      @State var tip: Tip?
      var body: some View {
        Button("Show tip") { tip = Tip(id: 1, text: "Press Tab to move") }
          .popover(item: $tip, attachmentAnchor: .point(.top)) { Text($0.text) }
      }
    }
    let host = TestHost(Tips())
    try host.tap("Show tip")
    #expect(host.contains(text: "Press Tab to move"))
  }
}
