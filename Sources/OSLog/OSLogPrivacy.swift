/// Whether a value interpolated in a log message is written out or hidden.
public struct OSLogPrivacy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, open, hidden, sensitive }
  let kind: Kind

  /// Numbers and Booleans written out, strings and other values hidden.
  public static let auto = OSLogPrivacy(kind: .automatic)
  /// Written out.
  public static let `public` = OSLogPrivacy(kind: .open)
  /// Hidden, as `<private>`.
  public static let `private` = OSLogPrivacy(kind: .hidden)
  /// Hidden, as `<private>`, even when private values are shown.
  public static let sensitive = OSLogPrivacy(kind: .sensitive)

  /// Written out (`mask` is accepted; nothing is hashed).
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }

  /// How a hidden value may be replaced by a hash.
  public struct Mask: Equatable, Sendable {
    /// A hash that identifies the value without showing it.
    public static let hash = Mask()
    /// Nothing.
    public static let none = Mask()
  }
}

/// How a whole number is written in a log message.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let prefix: String

  /// In decimal.
  public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: "")
  /// In hexadecimal.
  public static let hex = OSLogIntegerFormatting(radix: 16, prefix: "")
  /// In octal.
  public static let octal = OSLogIntegerFormatting(radix: 8, prefix: "")

  /// In decimal, `explicitPositiveSign` and `minDigits` accepted.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil)
    -> OSLogIntegerFormatting
  { .decimal }

  /// In hexadecimal, with `0x` when `includePrefix`.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int? = nil
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 16, prefix: includePrefix ? "0x" : "")
  }
}

/// How a floating-point number is written in a log message.
public struct OSLogFloatFormatting: Sendable {
  let precision: Int?

  /// As Swift prints it.
  public static let fixed = OSLogFloatFormatting(precision: nil)

  /// With `precision` digits after the point.
  public static func fixed(
    precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  )
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(precision: precision)
  }
}

/// How an interpolated value is padded in a log message: accepted, not applied.
public struct OSLogStringAlignment: Sendable {
  /// No padding.
  public static let none = OSLogStringAlignment()

  /// Padded on the right to `columns`.
  public static func left(columns: Int) -> OSLogStringAlignment { .none }

  /// Padded on the left to `columns`.
  public static func right(columns: Int) -> OSLogStringAlignment { .none }
}
