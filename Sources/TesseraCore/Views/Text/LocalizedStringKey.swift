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
  /// main bundle's translations) when it has the key, else from the key itself. Any
  /// printf-style placeholder (`%@`, `%lld`, `%.1f`) takes the next value, already
  /// formatted; a positional one (`%2$@`) takes the value it names, as a translation that
  /// reorders them does.
  package func resolved(
    in table: Translations? = Localization.table(named: nil, in: nil)
  ) -> String {
    let format = table?.format(for: key, arguments: arguments) ?? key
    // A key is short, and made for every text of every body: most have no placeholder.
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    // Without values a key is plain text: only `%%` means something in it.
    guard !arguments.isEmpty else { return format.replacingOccurrences(of: "%%", with: "%") }
    var result: [UInt8] = []
    result.reserveCapacity(format.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
    let bytes = Array(format.utf8)
    var next = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%"),
        let placeholder = Self.placeholder(in: bytes, at: index + 1)
      else {
        result.append(bytes[index])
        index += 1
        continue
      }
      if placeholder.isPercent {
        result.append(UInt8(ascii: "%"))
      } else {
        let position = placeholder.position ?? next
        if arguments.indices.contains(position) { result += arguments[position].utf8 }
        next = position + 1
      }
      index = placeholder.end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The bytes a placeholder's flags, width, precision and length are written with, and
  /// those that end it: made once, as every text with values is resolved in every body.
  private static let placeholderModifiers = Set("-+ #0123456789.hlqLzjt".utf8)
  private static let placeholderConversions = Set("@dDiuUxXoOfFeEgGcCsSpaA".utf8)

  /// The placeholder whose text starts at `start` (just after its `%`): where it ends,
  /// the argument it names (`%2$@` names the second), and whether it is `%%`. Nil when no
  /// conversion follows, and the `%` is copied as it is.
  private static func placeholder(in bytes: [UInt8], at start: Int) -> (
    end: Int, position: Int?, isPercent: Bool
  )? {
    guard start < bytes.count else { return nil }
    if bytes[start] == UInt8(ascii: "%") { return (start + 1, nil, true) }
    var index = start
    var position: Int?
    var digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      digits = digits * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    if index > start, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
      position = digits - 1
      index += 1
    } else {
      index = start
    }
    // Flags, width, precision and length, then the conversion.
    while index < bytes.count, placeholderModifiers.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, placeholderConversions.contains(bytes[index]) else {
      return nil
    }
    return (index + 1, position, false)
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

    /// Adds a whole number; the key holds `%lld` for it (`%llu` unsigned), as Xcode's
    /// string catalogs do.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      append(String(value), specifier: T.isSigned ? "%lld" : "%llu")
    }

    /// Adds a floating-point number, as Swift prints it; the key holds `%lf` for it (`%f`
    /// for a `Float`).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      append(String(describing: value), specifier: T.self == Float.self ? "%f" : "%lf")
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
      append(String(format: specifier, value), specifier: specifier)
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

    /// Adds a value formatted by a `Formatter`: `\(item.timestamp, formatter: style)`.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      append(formatter.string(for: subject) ?? "")
    }

    private mutating func append(_ value: String, specifier: String = "%@") {
      key += specifier
      arguments.append(value)
    }
  }
}
