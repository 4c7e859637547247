import Foundation

// Foundation on Apple platforms has `String(localized:)`; Linux's does not. These look
// translations up as `Text` does: `<language>.lproj/<table>.strings` in the bundle.

extension String {
  /// A localizable string with interpolated values: the key keeps `%@` where each value
  /// goes, as `LocalizedStringKey` does.
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: LocalizedStringKey

    /// A value from a literal without interpolation.
    public init(stringLiteral value: String) { key = LocalizedStringKey(stringLiteral: value) }

    /// A value from an interpolated literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      key = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }

    /// A value from a string, used as its key.
    public init(_ value: String) { key = LocalizedStringKey(value) }
  }

  /// The translation of `keyAndValue` from `table` (default "Localizable") in `bundle`
  /// (default the main bundle), or `keyAndValue` itself with its values filled in.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.key.resolved(in: Localization.table(named: table, in: bundle))
  }

  /// The translation of `key`, or `defaultValue` when there is none.
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    let translations = Localization.table(named: table, in: bundle)
    let name = "\(key)"
    let format = LocalizedStringKey(key: name, arguments: defaultValue.key.arguments)
    self =
      translations?.format(for: name, arguments: format.arguments) != nil
      ? format.resolved(in: translations) : defaultValue.key.resolved(in: nil)
  }

  /// The translation `resource` names.
  public init(localized resource: LocalizedStringResource) {
    self.init(localized: resource.value, table: resource.table, bundle: resource.bundle)
  }
}

/// A reference to a localizable string, resolved when shown:
/// `Text(LocalizedStringResource("Welcome"))`, `String(localized: resource)`.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key and its values.
  let value: String.LocalizationValue
  /// The strings table.
  public let table: String?
  /// The bundle with the translations; nil for the main bundle.
  let bundle: Bundle?

  /// A resource for `value` in `table` of `bundle`.
  public init(
    _ value: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.value = value
    self.table = table
    self.bundle = bundle
  }

  /// A resource from a literal without interpolation.
  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  /// A resource from an interpolated literal.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The key.
  public var key: String { value.key.key }

  /// Whether both name the same key, values, table and bundle.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value && lhs.table == rhs.table && lhs.bundle == rhs.bundle
  }
}

extension Text {
  /// Text showing the translation `resource` names, its Markdown styled. A string
  /// literal makes a `LocalizedStringKey` instead, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: "")
    runs = InlineMarkdown.runs(String(localized: resource))
  }
}
