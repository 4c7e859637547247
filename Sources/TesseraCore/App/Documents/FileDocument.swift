import Foundation
import UniformTypeIdentifiers

/// A document that is a value: read from a file, edited through a binding, and written
/// back whole. `DocumentGroup(newDocument:editor:)` opens, creates and saves it.
@preconcurrency
public protocol FileDocument {
  /// The types of file the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types of file the document saves as; by default those it reads.
  static var writableContentTypes: [UTType] { get }

  /// The document that the file in `configuration` holds; throws when it cannot be read.
  init(configuration: ReadConfiguration) throws

  /// The file that holds the document.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written to.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A file a document is read from, and its type.
public struct FileDocumentReadConfiguration {
  /// The file's type.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// Where a document is written, and as what type.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file as it is on disk now, if there is one.
  public let existingFile: FileWrapper?
}

/// A document that is an object the app's views observe: it is saved from a snapshot
/// taken after each change. `DocumentGroup(newDocument:editor:)` opens, creates and
/// saves it.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject {
  /// What is saved: a copy of the document's contents at one moment.
  associatedtype Snapshot

  /// The types of file the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types of file the document saves as; by default those it reads.
  static var writableContentTypes: [UTType] { get }

  /// The document that the file in `configuration` holds; throws when it cannot be read.
  init(configuration: ReadConfiguration) throws

  /// A copy of the document's contents now, to write.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// The file that holds `snapshot`.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written to.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document group's editor is given: the document (through a binding that saves
/// it as it changes), its file and whether it may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; setting it saves the file.
  @Binding public var document: Document
  /// The document's file.
  public let fileURL: URL?
  /// Whether the document may be edited (false for `DocumentGroup(viewing:)`).
  public let isEditable: Bool
}

/// What a document group's editor is given for an object document: the document, its
/// file and whether it may be edited.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, which the editor observes.
  @ObservedObject public var document: Document
  /// The document's file.
  public let fileURL: URL?
  /// Whether the document may be edited (false for `DocumentGroup(viewing:)`).
  public let isEditable: Bool
}
