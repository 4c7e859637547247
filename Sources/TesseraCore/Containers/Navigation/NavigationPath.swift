import Foundation
import Synchronization

/// A list of values of any `Hashable` types: the pages of a `NavigationStack(path:)`
/// above its root, each shown by the `navigationDestination(for:)` of its type.
///
/// When every value is also `Codable`, `codable` gives a representation to save (with
/// `JSONEncoder`) and `init(_:)` restores the path from it, as state restoration does.
public struct NavigationPath: Equatable {
  /// One value, with a way to encode it when its type is `Codable`.
  struct Element: Equatable {
    let value: AnyHashable
    let encoded: (() throws -> CodableRepresentation.Item)?

    init(_ value: AnyHashable) {
      self.value = value
      self.encoded = Self.encoder(for: value)
    }

    static func == (lhs: Element, rhs: Element) -> Bool { lhs.value == rhs.value }

    /// An encoder when `value`'s type is `Codable`: links push plain `Hashable` values and
    /// SwiftUI still saves the ones that can be.
    private static func encoder(
      for value: AnyHashable
    ) -> (() throws -> CodableRepresentation.Item)? {
      guard let codable = value.base as? any Codable,
        let type = Swift.type(of: codable) as? any (Hashable & Codable).Type
      else { return nil }
      let typeName = CodableTypes.remember(type)
      return {
        CodableRepresentation.Item(
          typeName: typeName,
          json: String(decoding: try JSONEncoder().encode(codable), as: UTF8.self))
      }
    }
  }

  var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  /// A path of `elements`, first to last.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { Element(AnyHashable($0)) }
  }

  /// The path saved in `codable`.
  public init(_ codable: CodableRepresentation) { elements = codable.elements }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds `value` at the end: the stack pushes a page for it.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(Element(AnyHashable(value)))
  }

  /// Adds a value whose type was erased (a link's): it is saved if its type is `Codable`.
  mutating func append(erased value: AnyHashable) { elements.append(Element(value)) }

  /// Removes the last `k` values: the stack pops that many pages.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= elements.count, "Can't remove more items from a path than it has")
    elements.removeLast(k)
  }

  /// The values, first to last.
  var values: [AnyHashable] { elements.map(\.value) }

  /// A form of the path to encode, or nil when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    guard elements.allSatisfy({ $0.encoded != nil }) else { return nil }
    do {
      return CodableRepresentation(
        elements: elements, items: try elements.map { try $0.encoded!() })
    } catch {
      Diagnostics.warnOnce("A NavigationPath value could not be encoded: \(error)")
      return nil
    }
  }

  /// A navigation path in a form that `JSONEncoder` can write and `JSONDecoder` read back.
  ///
  /// Each value is stored with the name of its type; decoding fails with a clear error
  /// when a type is not in the program any more or a value no longer decodes.
  public struct CodableRepresentation: Codable, Equatable {
    /// One encoded value.
    struct Item: Codable, Equatable {
      let typeName: String
      let json: String
    }

    let elements: [Element]
    let items: [Item]

    init(elements: [Element], items: [Item]) {
      self.elements = elements
      self.items = items
    }

    /// Reads a saved path, decoding each value as the type it was saved with.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var items: [Item] = []
      var elements: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard let type = CodableTypes.type(named: typeName) else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "NavigationPath: no Hashable & Codable type named \(typeName)")
        }
        elements.append(try Self.decode(type, from: json, in: container))
        items.append(Item(typeName: typeName, json: json))
      }
      self.init(elements: elements, items: items)
    }

    private static func decode<T: Hashable & Codable>(
      _ type: T.Type, from json: String, in container: UnkeyedDecodingContainer
    ) throws -> Element {
      do {
        return Element(AnyHashable(try JSONDecoder().decode(T.self, from: Data(json.utf8))))
      } catch {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "NavigationPath: a saved \(T.self) does not decode: \(error)")
      }
    }

    /// Writes each value as its type's name and its JSON, first to last.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for item in items {
        try container.encode(item.typeName)
        try container.encode(item.json)
      }
    }

    /// Whether both hold the same values.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items }
  }
}

/// The `Hashable & Codable` types a saved path can name. The runtime finds most types by
/// their mangled name; a private type it cannot, so the types of values appended and of
/// `navigationDestination(for:)` registrations are remembered as well.
enum CodableTypes {
  /// A metatype: immutable, so safe to share, though the compiler does not know it.
  private struct Known: @unchecked Sendable {
    let type: any (Hashable & Codable).Type
  }

  private static let known = Mutex<[String: Known]>([:])

  /// Remembers `type` and returns the name it is saved under.
  @discardableResult
  static func remember(_ type: any (Hashable & Codable).Type) -> String {
    let name = _mangledTypeName(type) ?? String(reflecting: type)
    known.withLock { $0[name] = Known(type: type) }
    return name
  }

  /// The type saved under `name`, or nil when the program has no such type.
  static func type(named name: String) -> (any (Hashable & Codable).Type)? {
    if let known = known.withLock({ $0[name] }) { return known.type }
    return _typeByName(name) as? any (Hashable & Codable).Type
  }
}
