import Foundation

/// The key of a user-facing string, written as a literal with interpolations:
/// `Text("Hello \(name)")`. The key keeps the literal parts with `%@` where each value
/// goes; a translation supplies the same placeholders, filled in order.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key: the literal with `%@` placeholders.
  package let key: String
  /// The interpolated values, already formatted.
  package let arguments: [String]

  /// A key from a literal without interpolation.
  public init(stringLiteral value: String) {
    key = value
    arguments = []
  }

  /// A key from a string, used as is.
  public init(_ value: String) { self.init(stringLiteral: value) }

  /// A key with `%@` placeholders and the values that fill them.
  package init(key: String, arguments: [String]) {
    self.key = key
    self.arguments = arguments
  }

  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// The text with each placeholder replaced by its value, from `table` (by default the
  /// main bundle's translations) when it has the key, else from the key itself.
  package func resolved(
    in table: [String: String]? = Localization.table(named: nil, in: nil)
  ) -> String {
    let format = table?[key] ?? key
    // One pass over the bytes: `%@` takes the next value, `%%` is a percent sign, and
    // anything else is copied (a key is short, and made for every text of every body).
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    // Without values a key is plain text: only `%%` means something in it.
    guard !arguments.isEmpty else { return format.replacingOccurrences(of: "%%", with: "%") }
    var result: [UInt8] = []
    result.reserveCapacity(format.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
    var index = 0
    var bytes = format.utf8.makeIterator()
    while let byte = bytes.next() {
      guard byte == UInt8(ascii: "%") else {
        result.append(byte)
        continue
      }
      switch bytes.next() {
      case UInt8(ascii: "@"):
        if index < arguments.count { result += arguments[index].utf8 }
        index += 1
      case UInt8(ascii: "%"):
        result.append(byte)
      case let next?:
        result += [byte, next]
      case nil:
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Collects the parts of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    /// Prepares for a literal of the given size.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + interpolationCount * 2)
    }

    /// Adds literal text.
    public mutating func appendLiteral(_ literal: String) {
      key +=
        literal.utf8.contains(UInt8(ascii: "%"))
        ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }

    /// Adds a value, described as `String(describing:)` does.
    public mutating func appendInterpolation<T>(_ value: T) {
      append(String(describing: value))
    }

    /// Adds a string.
    public mutating func appendInterpolation(_ string: String) { append(string) }

    /// Adds the plain characters of a `Text`.
    public mutating func appendInterpolation(_ text: Text) { append(text.plainText) }

    /// Adds an image in line with the text: a symbol as its glyph (see `Text(_:)` for an
    /// image).
    public mutating func appendInterpolation(_ image: Image) { append(image.inlineGlyph) }

    /// Adds a number formatted with a printf-style specifier such as `"%.1f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }

    /// Adds a date in the given style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(style.format(date))
    }

    /// Adds a value formatted by a format style: `\(date, format: .dateTime.year())`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(value))
    }

    private mutating func append(_ value: String) {
      key += "%@"
      arguments.append(value)
    }
  }
}
