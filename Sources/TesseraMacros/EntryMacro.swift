import Foundation

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`: a key type
/// beside the property (the peer role) and accessors that read and write the value
/// through it (the accessor role), as a hand-written `EnvironmentKey` would.
enum EntryMacro {
  /// What made an `@Entry` impossible to expand.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The pieces of the property `@Entry` is attached to.
  struct Property: Equatable {
    /// The property's name.
    let name: String
    /// Its type as written, if written.
    let type: String?
    /// Its initial value as written, if written.
    let value: String?
  }

  /// The key types each extended type's entries are kept under.
  private static let keyProtocols = ["EnvironmentValues": "TesseraCore.EnvironmentKey"]

  /// The accessors or the key type of `request`, by the role the compiler asks for.
  static func expansion(_ request: AttachedMacroRequest) throws -> String {
    let property = try parse(request.declaration)
    let key = "__Key_\(property.name)"
    switch request.role {
    case "accessor":
      return "get {\n  self[\(key).self]\n}\nset {\n  self[\(key).self] = newValue\n}"
    case "peer":
      let extended = extendedType(request.parent)
      if extended == "FocusedValues" { return try focusedKeyType(named: key, for: property) }
      guard let keyProtocol = keyProtocols[extended] else {
        throw Failure(
          description: "@Entry works in an extension of EnvironmentValues or FocusedValues")
      }
      return try keyType(named: key, conformingTo: keyProtocol, for: property)
    default:
      return ""
    }
  }

  /// The key type holding `property`'s default value.
  private static func keyType(
    named key: String, conformingTo keyProtocol: String, for property: Property
  ) throws -> String {
    switch (property.type, property.value) {
    case (let type?, let value?):
      return "private struct \(key): \(keyProtocol) {\n"
        + "  static var defaultValue: \(type) { \(value) }\n}"
    case (let type?, nil):
      guard type.hasSuffix("?") || type.hasPrefix("Optional<") else {
        throw Failure(description: "@Entry needs a default value, or an optional type")
      }
      return "private struct \(key): \(keyProtocol) {\n"
        + "  static var defaultValue: \(type) { nil }\n}"
    case (nil, let value?):
      // The type is the value's, which only a stored property can infer; no one sets it.
      return "private struct \(key): \(keyProtocol) {\n"
        + "  nonisolated(unsafe) static var defaultValue = \(value)\n}"
    case (nil, nil):
      throw Failure(description: "@Entry needs a type or a default value")
    }
  }

  /// The key of a focused value: its type is the property's, unwrapped (a focused value is
  /// nil until a view publishes one).
  private static func focusedKeyType(named key: String, for property: Property) throws -> String {
    // `= nil`, which some write out, says no more than the optional type does.
    guard let type = property.type, type.hasSuffix("?"), property.value ?? "nil" == "nil" else {
      throw Failure(
        description: "@Entry in FocusedValues needs an optional type and no value but nil")
    }
    return "private struct \(key): TesseraCore.FocusedValueKey {\n"
      + "  typealias Value = \(type.dropLast())\n}"
  }

  /// The name, type and value of the `var` declared in `source`.
  static func parse(_ source: String) throws -> Property {
    let scanner = SourceScanner(source)
    let bytes = scanner.bytes
    guard let keyword = scanner.find("var ", from: 0, anyDepth: false) else {
      throw Failure(description: "@Entry goes on a var")
    }
    var index = scanner.skippingTrivia(from: keyword + 4)
    let nameStart = index
    while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
    let name = scanner.text(nameStart, index)
    guard !name.isEmpty else { throw Failure(description: "@Entry's var has no name") }
    index = scanner.skippingTrivia(from: index)
    let equals = scanner.find("=", from: index, anyDepth: false)
    var type: String?
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      type = scanner.text(index + 1, equals ?? bytes.count)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let value = equals.map {
      scanner.text($0 + 1, bytes.count).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return Property(name: name, type: type, value: value)
  }

  /// The name of the type `parent` (an `extension Name …` declaration) extends.
  private static func extendedType(_ parent: String) -> String {
    let scanner = SourceScanner(parent)
    guard let keyword = scanner.find("extension ", from: 0, anyDepth: false) else { return "" }
    var index = scanner.skippingTrivia(from: keyword + 10)
    let start = index
    while index < scanner.bytes.count,
      isIdentifier(scanner.bytes[index]) || scanner.bytes[index] == UInt8(ascii: ".")
    {
      index += 1
    }
    return String(scanner.text(start, index).split(separator: ".").last ?? "")
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
