import Foundation

/// A value that can be dragged, dropped and shared: its representations say what it can
/// be turned into (`CodableRepresentation`, `ProxyRepresentation`, `DataRepresentation`).
///
/// ```swift
/// struct Note: Codable, Transferable {
///   var text: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .json)
///     ProxyRepresentation(exporting: \.text)
///   }
/// }
/// ```
///
/// Within one Tessera app a dragged value reaches a drop destination as itself, or as the
/// type one of its representations exports.
public protocol Transferable {
  /// The type of its representations.
  associatedtype Representation: TransferRepresentation
  /// How the value is represented, in order of preference.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to represent a `Transferable` value.
public protocol TransferRepresentation<Item> {
  /// The type of value represented.
  associatedtype Item
  /// The conversions this representation offers, for a drop that wants another type.
  var conversions: [TransferConversion<Item>] { get }
}

/// One conversion of a `Transferable` value: to a value of another type.
public struct TransferConversion<Item> {
  /// The type it converts to.
  let target: Any.Type
  /// Converts a value.
  let convert: (Item) -> Any?
}

/// Lists a `Transferable` type's representations.
@resultBuilder
public enum TransferRepresentationBuilder<Item> {
  /// One representation.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R)
    -> TransferRepresentations<Item>
  where R.Item == Item {
    TransferRepresentations(conversions: representation.conversions)
  }
  /// The representations of each statement, in order of preference.
  public static func buildBlock(_ parts: TransferRepresentations<Item>...)
    -> TransferRepresentations<Item>
  {
    TransferRepresentations(conversions: parts.flatMap(\.conversions))
  }
  /// Representations included when a condition holds.
  public static func buildOptional(_ part: TransferRepresentations<Item>?)
    -> TransferRepresentations<Item>
  {
    part ?? TransferRepresentations(conversions: [])
  }
  /// The representations of the branch taken.
  public static func buildEither(first part: TransferRepresentations<Item>)
    -> TransferRepresentations<Item>
  {
    part
  }
  /// The representations of the branch taken.
  public static func buildEither(second part: TransferRepresentations<Item>)
    -> TransferRepresentations<Item>
  {
    part
  }
}

/// Several representations of a type, in order of preference.
public struct TransferRepresentations<Item>: TransferRepresentation {
  /// Their conversions, in order.
  public let conversions: [TransferConversion<Item>]
}

/// Represents a `Codable` value as encoded data of `contentType` (JSON by default).
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
  /// The kind of data the value is encoded as.
  public let contentType: UTType

  /// The value encoded as JSON of `contentType`.
  public init(contentType: UTType) { self.contentType = contentType }

  /// The value, of type `itemType`, encoded as JSON of `contentType`.
  public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }

  /// The value as itself and as its encoded bytes.
  public var conversions: [TransferConversion<Item>] {
    [TransferConversion(target: Data.self) { try? JSONEncoder().encode($0) }]
  }
}

/// Represents a value by another `Transferable` value: a note by its text.
public struct ProxyRepresentation<Item, Proxy>: TransferRepresentation {
  let exporting: (Item) -> Proxy

  /// The value represented by what `exporting` makes of it.
  public init(exporting: @escaping (Item) -> Proxy) { self.exporting = exporting }

  /// The value represented by a proxy both ways. Only the export is used within an app.
  public init(exporting: @escaping (Item) -> Proxy, importing: @escaping (Proxy) -> Item) {
    self.exporting = exporting
  }

  /// The value as its proxy.
  public var conversions: [TransferConversion<Item>] {
    [TransferConversion(target: Proxy.self, convert: exporting)]
  }
}

/// Represents a value as bytes of `contentType`.
public struct DataRepresentation<Item>: TransferRepresentation {
  /// The value as the bytes `exporting` makes.
  public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) {}

  /// The value as bytes both ways.
  public init(
    contentType: UTType, exporting: @escaping (Item) async throws -> Data,
    importing: @escaping (Data) async throws -> Item
  ) {}

  /// None within an app: the export is asynchronous, and a drop is delivered at once.
  public var conversions: [TransferConversion<Item>] { [] }
}

extension String: Transferable {
  /// A string as itself.
  public static var transferRepresentation: TransferRepresentations<String> {
    TransferRepresentations(conversions: [])
  }
}

extension URL: Transferable {
  /// A URL as itself, and as its text.
  public static var transferRepresentation: TransferRepresentations<URL> {
    TransferRepresentations(conversions: [
      TransferConversion(target: String.self) { $0.absoluteString }
    ])
  }
}

extension Data: Transferable {
  /// Bytes as themselves.
  public static var transferRepresentation: TransferRepresentations<Data> {
    TransferRepresentations(conversions: [])
  }
}

extension Transferable {
  /// This value as a value of type `T`: itself, or what one of its representations makes.
  func transferred<T>(as type: T.Type) -> T? {
    if let same = self as? T { return same }
    // The builder makes the representations of `Self`: their item is this value's type.
    guard let item = self as? Representation.Item else { return nil }
    for conversion in Self.transferRepresentation.conversions where conversion.target == T.self {
      if let converted = conversion.convert(item) as? T { return converted }
    }
    return nil
  }
}
