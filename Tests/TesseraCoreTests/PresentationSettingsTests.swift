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

  struct Help: View {
    @State var showsHelp = false
    var body: some View {
      VStack {
        Button("Help") { showsHelp = true }
          .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
            Text("Tap a row to open it.")
          }
        Spacer()
      }
    }
  }

  @Test func aPopoverStandsUnderItsButtonAndClosesWithEsc() throws {
    let host = TestHost(Help())
    try host.tap("Help")
    #expect(host.presentations.first?.presentationKind == .popover)
    let tip = try host.find(text: "Tap a row to open it.").frame
    let help = try host.find(control: "Help").frame
    #expect(tip.minY > help.maxY && tip.minY <= help.maxY + 32, "just under it: \(tip)")
    #expect(abs(tip.midX - help.midX) < 1, "centred on it")
    // Laid out again (a resize), it stays beside its button: the presenter's frame is
    // its own, not the window the popover's layer covers.
    host.windowSize = CGSize(width: 640, height: 400)
    let again = try host.find(text: "Tap a row to open it.").frame
    #expect(again.minY > help.maxY && again.minY <= help.maxY + 32, "still under it: \(again)")
    // The app still shows around the box.
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("Help") && screen.contains("Tap a row"))
    try host.dismissPresentation()
    #expect(!host.contains(text: "Tap a row to open it."))
  }

  @Test func inACompactWindowAPopoverIsASheet() throws {
    let host = TestHost(Help(), size: CGSize(width: 400, height: 384))
    try host.tap("Help")
    #expect(host.presentations.first?.presentationKind == .sheet)
    #expect(!host.screen.joined().contains("Help"), "the sheet covers the window")
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
