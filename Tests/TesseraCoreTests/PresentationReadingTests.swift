import Foundation
import Tessera
import TesseraTesting
import Testing

/// A test reads which sheets and alerts are shown, of which kind, and what is in them.
@MainActor
@Suite struct PresentationReadingTests {
  private struct Editor: View {
    @State private var isEditing = false
    @State private var isAsking = false
    var body: some View {
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          VStack {
            Text("Editing")
            Button("Discard") { isAsking = true }
          }
          .alert("Discard changes?", isPresented: $isAsking) {
            Button("Discard", role: .destructive) { isEditing = false }
          }
        }
    }
  }

  @Test func theSheetAndTheAlertOverItAreListedInOrder() throws {
    let host = TestHost(Editor())
    #expect(host.presentations.isEmpty)
    try host.tap("Edit")
    #expect(host.presentations.map(\.presentationKind) == [.sheet])
    #expect(host.presentations.first?.texts.contains("Editing") == true)
    try host.tap("Discard")
    #expect(host.presentations.map(\.presentationKind) == [.sheet, .alert])
    #expect(host.presentations.last?.texts.contains("Discard changes?") == true)
    try host.tap("Discard")
    #expect(host.presentations.isEmpty, "discarding closes both")
  }
}
