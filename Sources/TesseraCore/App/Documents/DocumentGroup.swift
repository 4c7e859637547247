import Foundation
import UniformTypeIdentifiers

/// A scene of documents: its window lists the files of the types the document opens (in
/// the folder the app was started in), creates new ones, and opens one in the editor,
/// which saves the document as it changes. Started with a file's path, the app opens it.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextEditor(text: file.$document.text)
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  private let kind: DocumentKind
  private let editor: @MainActor (URL, _ isEditable: Bool) -> AnyView

  private init(kind: DocumentKind, editor: @escaping @MainActor (URL, Bool) -> AnyView) {
    self.kind = kind
    self.editor = editor
  }

  package var windows: [SceneWindow] {
    let (kind, editor) = (kind, editor)
    return [
      SceneWindow(
        id: nil, title: nil, role: .content, isUnique: true, valueType: nil,
        makeContent: { _ in AnyView(DocumentWindow(kind: kind, editor: editor)) })
    ]
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Documents that are values, edited through `configuration.$document`; a new one
  /// starts as `newDocument()`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(
      kind: DocumentKind(
        Document.self, newFile: { try newDocument().fileWrapper(configuration: $0) })
    ) {
      url, isEditable in
      AnyView(FileDocumentEditor(url: url, isEditable: isEditable, editor: editor))
    }
  }

  /// Documents that are values, only viewed: there is no new document, and the viewer's
  /// binding saves nothing.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(kind: DocumentKind(Document.self, newFile: nil)) { url, _ in
      AnyView(FileDocumentEditor(url: url, isEditable: false, editor: viewer))
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Documents that are objects the editor observes; a new one starts as
  /// `newDocument()`, and each change is saved from a snapshot.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(
      kind: DocumentKind(
        Document.self,
        newFile: { configuration in
          let document = newDocument()
          let snapshot = try document.snapshot(contentType: configuration.contentType)
          return try document.fileWrapper(snapshot: snapshot, configuration: configuration)
        })
    ) { url, isEditable in
      AnyView(ReferenceDocumentEditor(url: url, isEditable: isEditable, editor: editor))
    }
  }

  /// Documents that are objects, only viewed: there is no new document, and nothing is
  /// saved.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(kind: DocumentKind(Document.self, newFile: nil)) { url, _ in
      AnyView(ReferenceDocumentEditor(url: url, isEditable: false, editor: viewer))
    }
  }
}

/// What a document group needs to know of its documents' kind: the types it reads and
/// writes, and how to make a new file (nil when it only views).
struct DocumentKind {
  let readableTypes: [UTType]
  let writableTypes: [UTType]
  let newFile: ((FileDocumentWriteConfiguration) throws -> FileWrapper)?

  init<D: FileDocument>(
    _ type: D.Type, newFile: ((FileDocumentWriteConfiguration) throws -> FileWrapper)?
  ) {
    readableTypes = D.readableContentTypes
    writableTypes = D.writableContentTypes
    self.newFile = newFile
  }

  init<D: ReferenceFileDocument>(
    _ type: D.Type, newFile: ((FileDocumentWriteConfiguration) throws -> FileWrapper)?
  ) {
    readableTypes = D.readableContentTypes
    writableTypes = D.writableContentTypes
    self.newFile = newFile
  }

  /// The type of the file at `url`, by its extension: one the document reads, else the
  /// first it reads.
  func contentType(of url: URL) -> UTType {
    let type = UTType(filenameExtension: url.pathExtension)
    return readableTypes.first { type?.conforms(to: $0) == true } ?? type
      ?? readableTypes.first ?? .data
  }

  /// Whether the file at `url` is of a type the document reads, by its extension.
  func reads(_ url: URL) -> Bool {
    guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return readableTypes.contains { type.conforms(to: $0) }
  }

  /// What a document is read from: the file at `url`, read now, and its type.
  func readConfiguration(of url: URL) throws -> FileDocumentReadConfiguration {
    FileDocumentReadConfiguration(
      contentType: contentType(of: url), file: try FileWrapper(url: url))
  }

  /// What a document is saved as: the first type it writes.
  var writeConfiguration: FileDocumentWriteConfiguration {
    FileDocumentWriteConfiguration(
      contentType: writableTypes.first ?? readableTypes.first ?? .data, existingFile: nil)
  }

  /// Writes a new document into `folder` as "Untitled" (then "Untitled 2", …) with the
  /// extension of the first type it writes; the file made.
  func createFile(in folder: URL) throws -> URL {
    guard let newFile else { throw CocoaError(.featureUnsupported) }
    let configuration = writeConfiguration
    let suffix = configuration.contentType.preferredFilenameExtension.map { ".\($0)" } ?? ""
    var url = folder.appendingPathComponent("Untitled\(suffix)")
    var number = 2
    while FileManager.default.fileExists(atPath: url.path) {
      url = folder.appendingPathComponent("Untitled \(number)\(suffix)")
      number += 1
    }
    let wrapper = try newFile(configuration)
    try wrapper.write(to: url, options: .atomic)
    return url
  }
}
