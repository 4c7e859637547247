import Foundation
import Synchronization

/// A kind of data, named by a reverse-DNS identifier (`public.json`), as Apple's
/// UniformTypeIdentifiers names them: what a `Transferable` value can be turned into, and
/// what a file importer or a drop destination accepts. Linux has no type registry, so the
/// common types are listed here with their file extensions and MIME types.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, such as `public.plain-text`.
  public let identifier: String
  /// The extension files of this type usually have, if any.
  public let preferredFilenameExtension: String?
  /// The MIME type of this type, if any.
  public let preferredMIMEType: String?
  /// The types this one is a kind of (its direct parents).
  let parents: [String]

  init(
    declaring identifier: String, extension: String? = nil, mime: String? = nil,
    parents: [String] = []
  ) {
    self.identifier = identifier
    preferredFilenameExtension = `extension`
    preferredMIMEType = mime
    self.parents = parents
  }

  /// The type with `identifier`, if it is one Tessera knows or the app declared.
  public init?(_ identifier: String) {
    guard let known = Self.all.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The type of files ending in `filenameExtension`, if Tessera knows one or the app
  /// declared one.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.all.first(where: { $0.preferredFilenameExtension == lowered })
    else { return nil }
    self = known
  }

  /// The type of `mimeType`, if Tessera knows one.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType }) else {
      return nil
    }
    self = known
  }

  /// A type the app declares and exports: its own document type. With no `Info.plist`
  /// to name its file extension, the last part of the identifier is the extension
  /// (`com.example.emojiart` is `.emojiart`).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaredByTheApp: identifier, conformingTo: parentType)
  }

  /// A type the app uses but another app declares; its extension is the last part of
  /// the identifier, as for an exported type.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaredByTheApp: identifier, conformingTo: parentType)
  }

  private init(declaredByTheApp identifier: String, conformingTo parentType: UTType?) {
    let suffix = identifier.split(separator: ".").last.map { $0.lowercased() }
    self.init(
      declaring: identifier, extension: suffix,
      parents: [parentType?.identifier ?? "public.data"])
    let declared = self
    Self.declared.withLock { types in
      if !types.contains(where: { $0.identifier == declared.identifier }) { types.append(declared) }
    }
  }

  /// The types the app declared (`exportedAs:`, `importedAs:`), found by identifier and
  /// extension once made.
  private static let declared = Mutex<[UTType]>([])

  /// The types Tessera knows and those the app declared.
  static var all: [UTType] { known + declared.withLock { $0 } }

  /// Whether this type is `type` or a kind of it.
  public func conforms(to type: UTType) -> Bool {
    if self == type || type.identifier == "public.item" { return true }
    return parents.contains { parent in
      parent == type.identifier || (UTType(parent)?.conforms(to: type) ?? false)
    }
  }

  /// The identifier.
  public var description: String { identifier }

  /// Anything.
  public static let item = UTType(declaring: "public.item")
  /// Content a user sees (documents, images).
  public static let content = UTType(declaring: "public.content", parents: ["public.item"])
  /// Bytes.
  public static let data = UTType(declaring: "public.data", parents: ["public.item"])
  /// Text of any encoding.
  public static let text = UTType(
    declaring: "public.text", parents: ["public.data", "public.content"])
  /// Plain text.
  public static let plainText = UTType(
    declaring: "public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
  /// Plain text in UTF-8.
  public static let utf8PlainText = UTType(
    declaring: "public.utf8-plain-text", parents: ["public.plain-text"])
  /// JSON.
  public static let json = UTType(
    declaring: "public.json", extension: "json", mime: "application/json", parents: ["public.text"])
  /// Comma-separated values.
  public static let commaSeparatedText = UTType(
    declaring: "public.comma-separated-values-text", extension: "csv", mime: "text/csv",
    parents: ["public.text"])
  /// A property list.
  public static let propertyList = UTType(
    declaring: "com.apple.property-list", extension: "plist", parents: ["public.data"])
  /// A URL.
  public static let url = UTType(declaring: "public.url", parents: ["public.data"])
  /// A file URL.
  public static let fileURL = UTType(declaring: "public.file-url", parents: ["public.url"])
  /// An image.
  public static let image = UTType(
    declaring: "public.image", parents: ["public.data", "public.content"])
  /// A PNG image.
  public static let png = UTType(
    declaring: "public.png", extension: "png", mime: "image/png", parents: ["public.image"])
  /// A JPEG image.
  public static let jpeg = UTType(
    declaring: "public.jpeg", extension: "jpg", mime: "image/jpeg", parents: ["public.image"])
  /// A PDF document.
  public static let pdf = UTType(
    declaring: "com.adobe.pdf", extension: "pdf", mime: "application/pdf",
    parents: ["public.data", "public.content"])
  /// Audio.
  public static let audio = UTType(
    declaring: "public.audio", parents: ["public.data", "public.content"])
  /// A folder.
  public static let folder = UTType(declaring: "public.folder", parents: ["public.item"])
  /// A contact card.
  public static let vCard = UTType(
    declaring: "public.vcard", extension: "vcf", mime: "text/vcard", parents: ["public.text"])
  /// HTML.
  public static let html = UTType(
    declaring: "public.html", extension: "html", mime: "text/html", parents: ["public.text"])
  /// Rich text.
  public static let rtf = UTType(
    declaring: "public.rtf", extension: "rtf", mime: "text/rtf", parents: ["public.text"])
  /// XML.
  public static let xml = UTType(
    declaring: "public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
  /// A movie.
  public static let movie = UTType(
    declaring: "public.movie", parents: ["public.data", "public.content"])
  /// A ZIP archive.
  public static let zip = UTType(
    declaring: "public.zip-archive", extension: "zip", mime: "application/zip",
    parents: ["public.data"])

  /// The types `init(_:)`, `init(filenameExtension:)` and `init(mimeType:)` find.
  static let known: [UTType] = [
    .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .commaSeparatedText,
    .propertyList, .url, .fileURL, .image, .png, .jpeg, .pdf, .audio, .folder, .vCard, .html,
    .rtf, .xml, .movie, .zip,
  ]
}
