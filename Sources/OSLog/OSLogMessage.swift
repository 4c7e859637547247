import Foundation

/// A log message written as a string literal with interpolations, each of which may say
/// whether it is shown (`privacy:`) and how a number is written (`format:`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral,
  Sendable
{
  /// The message as the system log gets it: values that are hidden read `<private>`.
  public let text: String

  /// A message of `literal` alone.
  public init(stringLiteral literal: String) { text = literal }

  /// A message built from `interpolation`.
  public init(stringInterpolation interpolation: OSLogInterpolation) {
    text = interpolation.text
  }
}

/// The pieces of an `OSLogMessage`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  /// Room for `literalCapacity` characters.
  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity)
  }

  /// Adds literal text.
  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// Adds a value, hidden unless `privacy` is `.public` (a number or a Boolean is shown
  /// unless it is `.private`).
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    let shown = value()
    let isPlain = shown is any Numeric || shown is Bool
    append(String(describing: shown), shows: Self.shows(privacy, isPlain: isPlain))
  }

  /// Adds a whole number written as `format` says.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure () -> T, format: OSLogIntegerFormatting,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    let written = format.prefix + String(value(), radix: format.radix)
    append(written, shows: Self.shows(privacy, isPlain: true))
  }

  /// Adds a floating-point number written as `format` says.
  public mutating func appendInterpolation<T: BinaryFloatingPoint & CVarArg>(
    _ value: @autoclosure () -> T, format: OSLogFloatFormatting,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    let number = value()
    let written =
      format.precision.map { String(format: "%.\($0)f", number) } ?? "\(number)"
    append(written, shows: Self.shows(privacy, isPlain: true))
  }

  private mutating func append(_ value: String, shows: Bool) {
    text += shows ? value : "<private>"
  }

  private static func shows(_ privacy: OSLogPrivacy, isPlain: Bool) -> Bool {
    switch privacy.kind {
    case .open: true
    case .hidden, .sensitive: false
    case .automatic: isPlain
    }
  }
}
