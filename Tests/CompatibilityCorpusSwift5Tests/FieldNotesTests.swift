import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FieldNotesTests {
  @Test func pinnedNotesCannotBeDeletedAndTopicsOpen() throws {
    let host = TestHost(NotesView())
    #expect(host.screen.joined().contains("QUICK NOTES"), "section headers in upper case")
    #expect(throws: InspectionError.self) { try host.find(text: "📌 Pinned: tide times").delete() }
    try host.find(text: "Moth trap").delete()
    #expect(!host.contains(text: "Moth trap"))
    #expect(!host.contains(text: "Two kestrels"))
    try host.find(text: "Birds").tap()
    #expect(host.contains(text: "Two kestrels"))
    #expect(
      host.screen.joined().contains("Field notes"), "a regular size class gets the long title")
  }

  @Test func theBadgeDrawsItsArcAndStyledCaption() throws {
    let host = TestHost(Badge())
    _ = try host.find(text: "Field notes")
    #expect(host.screen.joined().unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }
}
