import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct DialogTests {
  struct Photos: View {
    @State var photos = ["Beach", "Summit"]
    @State var asking = false
    var body: some View {
      VStack {
        Text("\(photos.count) photos")
        Button("Delete all") { asking = true }
      }
      .confirmationDialog("Delete every photo?", isPresented: $asking, titleVisibility: .visible) {
        Button("Delete", role: .destructive) { photos.removeAll() }
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test func aConfirmationDialogOffersItsActionsAndACancel() throws {
    let host = TestHost(Photos())
    try host.tap("Delete all")
    #expect(host.contains(text: "Delete every photo?"))
    #expect(host.contains(text: "This cannot be undone."))
    try host.tap("Cancel")
    #expect(host.presentations.isEmpty, "Cancel, added by the dialog, closes it")
    #expect(host.contains(text: "2 photos"))
    try host.tap("Delete all")
    try host.tap("Delete")
    #expect(host.presentations.isEmpty)
    #expect(host.contains(text: "0 photos"))
  }

  @Test func aDialogTitleIsHiddenUnlessAskedFor() throws {
    struct Quiet: View {
      @State var asking = true
      var body: some View {
        Text("Body").confirmationDialog("Hidden title", isPresented: $asking) {
          Button("Share") {}
          Button("Keep", role: .cancel) {}
        }
      }
    }
    let host = TestHost(Quiet())
    #expect(!host.contains(text: "Hidden title"))
    #expect(host.contains(text: "Share"))
    #expect(host.findAll(control: "Cancel").isEmpty, "the app's own cancel button is enough")
  }

  struct Contact: Identifiable {
    let id: Int
    let name: String
  }

  @Test func anAlertPresentsItsData() throws {
    struct Contacts: View {
      @State var chosen: Contact?
      @State var showing = false
      @State var called = "nobody"
      var body: some View {
        VStack {
          Button("Call Rosa") {
            chosen = Contact(id: 1, name: "Rosa")
            showing = true
          }
          Text("Called \(called)")
        }
        .alert("Call?", isPresented: $showing, presenting: chosen) { contact in
          Button("Dial \(contact.name)") { called = contact.name }
        } message: { contact in
          Text("\(contact.name) may be asleep.")
        }
      }
    }
    let host = TestHost(Contacts())
    try host.tap("Call Rosa")
    #expect(host.contains(text: "Rosa may be asleep."))
    try host.tap("Dial Rosa")
    #expect(host.contains(text: "Called Rosa"))
  }

  @Test func aControlInTheAlertIsFoundBeforeOneBehindIt() throws {
    struct Repeat: View {
      @State var asking = false
      @State var log = ""
      var body: some View {
        VStack {
          Button("Send") { asking = true }
          Text("Log: \(log)")
        }
        .alert("Send now?", isPresented: $asking) {
          Button("Send") { log = "sent" }
          Button("Wait", role: .cancel) {}
        }
      }
    }
    let host = TestHost(Repeat())
    try host.tap("Send")
    try host.tap("Send")
    #expect(host.contains(text: "Log: sent"), "the alert's Send, the one a user can reach")
  }

  enum SaveError: LocalizedError {
    case diskFull
    var errorDescription: String? { "Could not save" }
    var failureReason: String? { "The disk is full." }
  }

  @Test func anAlertAboutAnErrorUsesItsDescription() throws {
    struct Saver: View {
      @State var error: SaveError?
      @State var showing = false
      var body: some View {
        Button("Save") {
          error = .diskFull
          showing = true
        }
        .alert(isPresented: $showing, error: error) {
          Button("OK") {}
        }
      }
    }
    let host = TestHost(Saver())
    try host.tap("Save")
    #expect(host.contains(text: "Could not save"))
    #expect(host.contains(text: "The disk is full."))
  }
}
