import Foundation

/// A document group's window: the folder's documents to open or create, or the document
/// opened, in its editor.
struct DocumentWindow: View {
  let kind: DocumentKind
  let editor: @MainActor (URL, _ isEditable: Bool) -> AnyView
  @State private var opened: URL?
  @State private var problem: String?

  init(kind: DocumentKind, editor: @escaping @MainActor (URL, _ isEditable: Bool) -> AnyView) {
    self.kind = kind
    self.editor = editor
    _opened = State(initialValue: DocumentFolder.launchFile(of: kind))
  }

  var body: some View {
    if let opened {
      editor(opened, kind.newFile != nil)
        .id(opened)
        .environment(\.closeDocument, CloseDocumentAction { self.opened = nil })
    } else {
      FileImporterSheet(
        folder: DocumentFolder.current, allowedContentTypes: kind.readableTypes,
        allowsMultipleSelection: false, choose: { opened = $0.first }, cancel: nil,
        create: makeNewDocument
      )
      .alert(
        "Cannot create a document", isPresented: .constant(problem != nil),
        actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") })
    }
  }

  /// Makes a new document in a folder, for a group that edits its documents.
  private var makeNewDocument: (@MainActor (URL) -> Void)? {
    guard kind.newFile != nil else { return nil }
    return { folder in create(in: folder) }
  }

  private func create(in folder: URL) {
    do {
      opened = try kind.createFile(in: folder)
    } catch {
      problem = "Writing a new document in \(folder.path) failed: \(error.localizedDescription)"
    }
  }
}

/// Where a document group looks for documents: the folder the app was started in, and
/// the file it was started with.
@MainActor
enum DocumentFolder {
  /// The folder the browser opens at (tests point it elsewhere).
  static var current = URL(
    fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

  /// The document named on the command line, if any: the first argument that is the
  /// path of an existing file of a type `kind` reads (not an option or a URL).
  static func launchFile(of kind: DocumentKind) -> URL? {
    CommandLine.arguments.dropFirst().lazy
      .filter { !$0.hasPrefix("-") && !$0.contains("://") }
      .map { URL(fileURLWithPath: $0) }
      .first { url in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
          && !isFolder.boolValue && kind.reads(url)
      }
  }
}

/// Closes the document shown and goes back to the list of documents.
struct CloseDocumentAction {
  let close: @MainActor () -> Void
  @MainActor func callAsFunction() { close() }
}

extension EnvironmentValues {
  /// Closes the document a document group's window shows.
  var closeDocument: CloseDocumentAction {
    get { self[CloseDocumentKey.self] }
    set { self[CloseDocumentKey.self] = newValue }
  }
}

private struct CloseDocumentKey: EnvironmentKey {
  static var defaultValue: CloseDocumentAction { CloseDocumentAction {} }
}
