import Tessera
import TesseraTesting
import Testing

/// The iOS 13–14 presentations that older apps still use: `Alert` and `ActionSheet`
/// values returned from a closure.
@MainActor
@Suite struct OlderPresentationTests {
  struct Photo: View {
    @State var asksAlert = false
    @State var asksSheet = false
    @State var outcome = "nothing"
    var body: some View {
      VStack {
        Button("Delete photo") { asksAlert = true }
        Button("Share photo") { asksSheet = true }
        Text("Did \(outcome)")
      }
      .alert(isPresented: $asksAlert) {
        Alert(
          title: Text("Delete?"), message: Text("It cannot be undone."),
          primaryButton: .destructive(Text("Delete")) { outcome = "delete" },
          secondaryButton: .cancel())
      }
      .actionSheet(isPresented: $asksSheet) {
        ActionSheet(
          title: Text("Share to"), message: nil,
          buttons: [.default(Text("Mail")) { outcome = "mail" }, .default(Text("Messages"))])
      }
    }
  }

  @Test func anAlertValueShowsItsButtonsAndRunsTheChosenOne() throws {
    let host = TestHost(Photo())
    try host.tap("Delete photo")
    #expect(host.contains(text: "Delete?") && host.contains(text: "It cannot be undone."))
    try host.tap("Delete")
    #expect(host.contains(text: "Did delete") && !host.contains(text: "Delete?"))
  }

  @Test func anActionSheetShowsItsTitleItsButtonsAndACancel() throws {
    let host = TestHost(Photo())
    try host.tap("Share photo")
    #expect(host.contains(text: "Share to") && host.contains(text: "Messages"))
    #expect(host.contains(text: "Cancel"), "a Cancel is added when the sheet has none")
    try host.tap("Mail")
    #expect(host.contains(text: "Did mail") && !host.contains(text: "Share to"))
  }
}
