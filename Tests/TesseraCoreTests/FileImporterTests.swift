import Foundation
import Tessera
import TesseraTesting
import Testing

/// `fileImporter`: a sheet of a folder's subfolders and the files of the kinds asked for,
/// to open and choose from, in every backend.
@MainActor
@Suite struct FileImporterTests {
  struct Importer: View {
    let folder: URL
    var multiple = false
    @State private var isImporting = false
    @State private var chosen = "nothing"
    var body: some View {
      VStack {
        Button("Import") { isImporting = true }
        Text("Chose \(chosen)")
      }
      .fileImporter(
        isPresented: $isImporting, allowedContentTypes: [.json],
        allowsMultipleSelection: multiple
      ) { result in
        switch result {
        case .success(let urls): chosen = urls.map(\.lastPathComponent).joined(separator: ", ")
        case .failure(let error): chosen = "error \(error)"
        }
      } onCancellation: {
        chosen = "cancelled"
      }
      .fileDialogDefaultDirectory(folder)
    }
  }

  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("importer-\(UUID().uuidString)")
    let files = FileManager.default
    try files.createDirectory(
      at: folder.appendingPathComponent("trips"), withIntermediateDirectories: true)
    for name in ["routes.json", "notes.txt", ".secret.json", "trips/alps.json", "weights.json"] {
      try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func aFileOfTheKindAskedForIsChosenFromItsFolderOrASubfolder() throws {
    let host = TestHost(Importer(folder: try folder()))
    try host.tap("Import")
    #expect(host.contains(text: "routes.json") && host.contains(text: "trips"))
    #expect(!host.contains(text: "notes.txt"), "a file of another kind is not shown")
    #expect(!host.contains(text: ".secret.json"), "nor a hidden one")
    try host.tap("trips")
    #expect(host.contains(text: "alps.json") && !host.contains(text: "routes.json"))
    try host.tap("Enclosing Folder")
    try host.tap("routes.json")
    #expect(host.contains(text: "Chose routes.json"))
    #expect(host.presentations.isEmpty, "choosing closes the sheet")

    try host.tap("Import")
    try host.tap("Cancel")
    #expect(host.contains(text: "Chose cancelled"))
  }

  @Test func severalFilesAreTickedAndOpenedTogether() throws {
    let host = TestHost(Importer(folder: try folder(), multiple: true))
    try host.tap("Import")
    try host.tap("weights.json")
    try host.tap("routes.json")
    #expect(host.presentations.count == 1, "ticking keeps the sheet open")
    try host.tap("Open")
    #expect(host.contains(text: "Chose routes.json, weights.json"))
  }
}
