import Foundation
import Tessera
import TesseraTesting
import Testing
import UniformTypeIdentifiers

@testable import TesseraCore

/// Jot, a document app as Xcode's template makes one: a `FileDocument` of plain text
/// with a type of its own, edited in a `TextEditor`. (`DocumentGroupTests` drives the
/// group's window; this checks the app's own code.)
@MainActor
@Suite struct JotTests {
  @Test func aNoteRoundTripsThroughItsFileAndItsTypeHasAnExtension() throws {
    var document = JotDocument(text: "Milk, eggs")
    document.text += ", bread"
    let wrapper = try document.fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: .jotNote, existingFile: nil))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("list.jot")
    try wrapper.write(to: url, options: .atomic)
    let read = try JotDocument(
      configuration: FileDocumentReadConfiguration(
        contentType: .jotNote, file: try FileWrapper(url: url)))
    #expect(read.text == "Milk, eggs, bread")
    #expect(UTType(filenameExtension: "jot") == .jotNote)
  }

  @Test func theEditorCountsWhatIsTyped() {
    let host = TestHost(ContentView(document: .constant(JotDocument())))
    #expect(host.contains(text: "13 characters"))
  }
}
