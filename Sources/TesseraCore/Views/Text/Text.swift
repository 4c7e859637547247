import Foundation

/// Read-only text. Texts concatenate with `+`, each part keeping its own style.
public struct Text: Equatable, Sendable {
  /// A run of characters in one style.
  package struct Run: Equatable, Sendable {
    /// The characters.
    package var string: String
    /// Their style.
    package var style: TextStyle
  }

  /// The runs, in order.
  package var runs: [Run]

  /// Text shown exactly as given, never translated.
  public init(verbatim content: String) {
    runs = [Run(string: content, style: TextStyle())]
  }

  /// Text from a string value, shown as given.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text from a localized string key: `Text("Hello \(name)")`.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(verbatim: key.resolved(in: Localization.table(named: tableName, in: bundle)))
  }

  /// Text showing `date` in `style`.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.format(date))
  }

  /// Text showing a value formatted by a format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// The characters of all runs, without style.
  package var plainText: String { runs.map(\.string).joined() }

  /// Joins two texts; each keeps its style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }

  private func styled(_ change: (inout TextStyle) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].style) }
    return copy
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text { styled { $0.font = font } }
  /// The text in bold.
  public func bold() -> Text { styled { $0.isBold = true } }
  /// The text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = isActive } }
  /// The text in italics.
  public func italic() -> Text { styled { $0.isItalic = true } }
  /// The text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
  /// The text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.isUnderlined = isActive }
  }
  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.isStruckThrough = isActive }
  }
  /// The text in a colour.
  public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }
  /// The text in a style: a colour, or a gradient, which the backends draw in its first
  /// colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let color = style.representativeColor
    return styled { $0.color = color ?? $0.color }
  }
  /// The text in a fixed-width face.
  public func monospaced(_ isActive: Bool = true) -> Text {
    styled { $0.isMonospaced = isActive }
  }
}

extension Text: View, PrimitiveView {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

/// How a run of text is drawn; unset fields come from the environment.
package struct TextStyle: Equatable, Sendable {
  package var font: Font?
  package var weight: Font.Weight?
  package var isBold = false
  package var isItalic = false
  package var isUnderlined = false
  package var isStruckThrough = false
  package var isMonospaced = false
  package var color: Color?

  /// The plain style: everything from the environment.
  package init() {}
}
