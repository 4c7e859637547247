import Foundation
import Tessera
import TesseraTesting
import Testing
import UniformTypeIdentifiers

@testable import TesseraCore

private struct Note: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct NotesApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: Note(text: "New note")) { file in
      VStack {
        TextField("Body", text: file.$document.text)
        Text("Words: \(file.document.text.split(separator: " ").count)")
      }
    }
  }
}

private struct NotesViewer: App {
  var body: some Scene {
    DocumentGroup(viewing: Note.self) { file in
      Text("Reading: \(file.document.text)")
    }
  }
}

extension UTType {
  /// A type of the app's own, as an Xcode document app declares it.
  fileprivate static let tally = UTType(exportedAs: "org.example.tally", conformingTo: .json)
}

private final class Tally: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.tally] }
  @Published var marks: [Int] = []

  init() {}

  required init(configuration: ReadConfiguration) throws {
    marks = try JSONDecoder().decode(
      [Int].self, from: configuration.file.regularFileContents ?? Data())
  }

  func snapshot(contentType: UTType) throws -> [Int] { marks }

  func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
  }
}

private struct TallyView: View {
  @ObservedObject var tally: Tally
  var body: some View {
    VStack {
      Text("Marks: \(tally.marks.count)")
      Button("Mark") { tally.marks.append(tally.marks.count) }
    }
  }
}

private struct TallyApp: App {
  var body: some Scene {
    DocumentGroup(
      newDocument: { Tally() },
      editor: { file in
        TallyView(tally: file.document)
      })
  }
}

/// A document group lists the documents of the folder, creates, opens and saves them as
/// they change, and says so when one cannot be read.
@MainActor
@Suite(.serialized) struct DocumentGroupTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-documents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    DocumentFolder.current = folder
  }

  private func contents(of name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func aNewDocumentIsWrittenOpenedAndSavedAsItChanges() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old".write(
      to: folder.appendingPathComponent("shopping.txt"), atomically: true, encoding: .utf8)
    try Data([1, 2]).write(to: folder.appendingPathComponent("photo.png"))
    let host = TestHost(app: NotesApp())
    #expect(host.contains(text: "shopping.txt"))
    #expect(!host.contains(text: "photo.png"), "only the types the document reads")
    try host.tap("New Document")
    #expect(contents(of: "Untitled.txt") == "New note", "written at once")
    #expect(host.contains(text: "Words: 2"))
    #expect(host.screen.first?.contains("Untitled") == true, "titled by its file")
    try host.type(" for today", into: "Body")
    #expect(contents(of: "Untitled.txt") == "New note for today", "saved as it changes")
    try host.tap("Documents")
    #expect(host.contains(text: "Untitled.txt") && host.contains(text: "shopping.txt"))
    try host.tap("New Document")
    #expect(contents(of: "Untitled 2.txt") == "New note", "the next new one has a name of its own")
  }

  @Test func anExistingDocumentOpensAndAnUnreadableOneSaysWhyAndIsLeftAlone() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "milk eggs".write(
      to: folder.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
    try Data([0xFF, 0xFE, 0xFD]).write(to: folder.appendingPathComponent("broken.txt"))
    let host = TestHost(app: NotesApp())
    try host.tap("list.txt")
    #expect(host.contains(text: "Words: 2"))
    try host.tap("Documents")
    try host.tap("broken.txt")
    #expect(host.texts.contains { $0.hasPrefix("Cannot open \(folder.path)/broken.txt") })
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("broken.txt")) == Data([0xFF, 0xFE, 0xFD]))
  }

  @Test func aViewerOffersNoNewDocumentAndSavesNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "a poem".write(
      to: folder.appendingPathComponent("poem.txt"), atomically: true, encoding: .utf8)
    let host = TestHost(app: NotesViewer())
    #expect(throws: InspectionError.self) { try host.find(control: "New Document") }
    try host.tap("poem.txt")
    #expect(host.contains(text: "Reading: a poem"))
  }

  @Test func anObjectDocumentIsSavedFromASnapshotAfterItChanges() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "[7]".write(
      to: folder.appendingPathComponent("old.tally"), atomically: true, encoding: .utf8)
    try "[]".write(
      to: folder.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
    let host = TestHost(app: TallyApp())
    #expect(host.contains(text: "old.tally"), "the app's own type, by its identifier's end")
    #expect(!host.contains(text: "other.json"), "a kind of JSON, not any JSON")
    try host.tap("New Document")
    #expect(contents(of: "Untitled.tally") == "[]")
    try host.tap("Mark")
    try host.tap("Mark")
    #expect(host.contains(text: "Marks: 2"))
    let saved = await host.settle(timeout: .seconds(10)) {
      contents(of: "Untitled.tally") == "[0,1]"
    }
    #expect(saved, "\(contents(of: "Untitled.tally") ?? "none")")
  }
}
