import Foundation

/// Read-only text. Texts concatenate with `+`, each part keeping its own style.
public struct Text: Equatable, Sendable {
  /// A run of characters in one style.
  package struct Run: Equatable, Sendable {
    /// The characters.
    package var string: String
    /// Their style.
    package var style: TextStyle

    package init(string: String, style: TextStyle) {
      self.string = string
      self.style = style
    }
  }

  /// The runs, in order.
  package var runs: [Run]
  /// The clock a text that shows the time is written from again whenever it is drawn;
  /// nil for text that does not change by itself.
  package var clock: TextClock?

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
    // Markdown is read in the literal only: interpolated values are shown as they are.
    let literal = LocalizedStringKey(
      key: key.key, arguments: key.arguments.map(InlineMarkdown.escaped))
    runs = InlineMarkdown.runs(
      literal.resolved(in: Localization.table(named: tableName, in: bundle)))
  }

  /// Text showing an attributed string: its characters in the fonts, colours, lines,
  /// tracking and baseline offsets of its SwiftUI attributes (`string.font = .title`),
  /// with its links underlined in the accent colour, and its inline presentation intents
  /// (`AttributedString(markdown:)`'s bold, italic, code and lines through). A background
  /// colour is not drawn.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias Attributes = AttributeScopes.SwiftUIAttributes
    runs = attributedContent.runs.map { run in
      var style = TextStyle()
      if let link = run.link {
        style.link = link
        style.isUnderlined = true
      }
      style.font = run[Attributes.FontAttribute.self]
      style.color = run[Attributes.ForegroundColorAttribute.self]
      if run[Attributes.UnderlineStyleAttribute.self] != nil { style.isUnderlined = true }
      if run[Attributes.StrikethroughStyleAttribute.self] != nil { style.isStruckThrough = true }
      if let intent = run[Attributes.InlinePresentationIntentAttribute.self] {
        style.isBold = intent.contains(.stronglyEmphasized)
        style.isItalic = intent.contains(.emphasized)
        style.isMonospaced = intent.contains(.code)
        if intent.contains(.strikethrough) { style.isStruckThrough = true }
      }
      style.tracking =
        run[Attributes.TrackingAttribute.self] ?? run[Attributes.KerningAttribute.self]
      style.baselineOffset = run[Attributes.BaselineOffsetAttribute.self]
      return Run(string: String(attributedContent[run.range].characters), style: style)
    }
    if runs.isEmpty { runs = [Run(string: "", style: TextStyle())] }
  }

  /// Text showing `date` in `style`; a timer, a relative time or an offset ticks, showing
  /// the time from now whenever it is drawn.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.format(date))
    if style.isRelativeToNow { clock = .date(date, style) }
  }

  /// Text showing an image in line, to join with other text
  /// (`Text(Image(systemName: "star.fill")) + Text(" 4.8")`): a symbol is drawn as its
  /// glyph (see `SymbolGlyphs`), in the text's font and colour; a picture is not drawn in
  /// text.
  public init(_ image: Image) {
    self.init(verbatim: image.inlineGlyph)
  }

  /// Text showing a value formatted by a format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Text showing a value (a `Date`, an `NSNumber`…) formatted by a `Formatter`: a
  /// `DateFormatter`, a `NumberFormatter`. Nothing shows when the formatter cannot
  /// format it. SwiftUI asks for a `ReferenceConvertible` or an `NSObject`; Linux's
  /// `Date` is neither, so any value is taken.
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
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
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    styled { $0.isUnderlined = isActive }
  }
  /// The text struck through.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
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

  /// The text with digits all one width (a terminal's always are).
  public func monospacedDigit() -> Text { self }

  /// A size of text relative to the text's font.
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// A smaller size, for text of less weight beside the rest (SwiftUI draws it a step
    /// smaller).
    public static let secondary = Scale(name: "secondary")
  }

  /// The text at `scale` of its font: accepted, drawn at the font's own size (a
  /// terminal's cells have one size).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// The text with `kerning` more points between characters (GTK; a terminal's cells
  /// keep their width).
  public func kerning(_ kerning: CGFloat) -> Text { styled { $0.tracking = kerning } }

  /// The text with `tracking` more points between characters (GTK; a terminal's cells
  /// keep their width).
  public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }

  /// The text raised by `baselineOffset` points (GTK; a terminal keeps text on its row).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    styled { $0.baselineOffset = baselineOffset }
  }

  /// The text in `textCase`: what `textCase(_:)` on a view does for the text below it.
  package func applyingCase(_ textCase: Text.Case) -> Text {
    var text = self
    text.runs = runs.map { Run(string: $0.string.cased(textCase), style: $0.style) }
    return text
  }

  /// A way to change the case of text.
  public enum Case: Hashable, Sendable {
    /// ALL CAPITALS.
    case uppercase
    /// all lowercase.
    case lowercase
  }

  /// The text as the environment has it drawn: written from its clock when it shows the
  /// time, in the case the environment asks for (`textCase(_:)`),
  /// with the lines `underline`/`strikethrough` on a view above ask for, and as
  /// placeholder bars under `redacted(reason: .placeholder)`.
  /// The text returned no longer reads its clock: it is this moment's.
  package func shown(in environment: EnvironmentValues) -> Text {
    let lines = environment.textLines
    let redacts = environment.redactionReasons.contains(.placeholder)
    guard
      clock != nil || environment.textCase != nil || lines.underline || lines.strikethrough
        || redacts
    else { return self }
    var text = self
    text.clock = nil
    if let clock, runs.count == 1 { text.runs[0].string = clock.text(at: Date()) }
    if let textCase = environment.textCase { text = text.applyingCase(textCase) }
    if lines.underline || lines.strikethrough {
      text = text.styled {
        $0.isUnderlined = $0.isUnderlined || lines.underline
        $0.isStruckThrough = $0.isStruckThrough || lines.strikethrough
      }
    }
    if redacts { text = text.placeholderBars() }
    return text
  }

  /// Each character but spaces as a block in the secondary colour: how SwiftUI's
  /// placeholder redaction shows text whose content is not known yet.
  private func placeholderBars() -> Text {
    var copy = self
    for index in copy.runs.indices {
      copy.runs[index].string = String(
        copy.runs[index].string.map { $0.isWhitespace ? $0 : "█" })
      copy.runs[index].style.color = .secondary.opacity(0.5)
    }
    return copy
  }
}

extension String {
  fileprivate func cased(_ textCase: Text.Case) -> String {
    switch textCase {
    case .uppercase: uppercased()
    case .lowercase: lowercased()
    }
  }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// The case text below is shown in (`textCase(_:)`), nil for as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Shows the text below this view in `textCase` (nil: as written), as section
  /// headers do.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentValue(\.textCase, textCase, name: "textCase")
  }

  /// Puts `kerning` more points between the characters of the text below (GTK).
  public func kerning(_ kerning: CGFloat) -> some View {
    environmentValue(\.tracking, kerning, name: "kerning")
  }

  /// Puts `tracking` more points between the characters of the text below (GTK).
  public func tracking(_ tracking: CGFloat) -> some View {
    environmentValue(\.tracking, tracking, name: "tracking")
  }

  /// Raises the text below by `baselineOffset` points (GTK).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environmentValue(\.baselineOffset, baselineOffset, name: "baselineOffset")
  }
}

private struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
  /// Extra space between characters of text below, in points.
  package var tracking: CGFloat {
    get { self[TrackingKey.self] }
    set { self[TrackingKey.self] = newValue }
  }

  /// How far text below is raised, in points.
  package var baselineOffset: CGFloat {
    get { self[BaselineOffsetKey.self] }
    set { self[BaselineOffsetKey.self] = newValue }
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
  /// Extra space between characters, in points, or nil for the environment's.
  package var tracking: CGFloat?
  /// How far the run is raised, in points, or nil for the environment's.
  package var baselineOffset: CGFloat?
  /// Where the run links to (Markdown's `[text](url)`), or nil.
  package var link: URL?

  /// The plain style: everything from the environment.
  package init() {}
}

extension Text: ActionControl {
  package var buttonRole: ButtonRole? { nil }

  /// A text with a Markdown link acts as a link: Enter or a click opens its first link
  /// through the environment's `openURL`.
  package func activate(in environment: EnvironmentValues) {
    guard let url = runs.lazy.compactMap(\.style.link).first else { return }
    environment.openURL(url)
  }

  /// Only a text with a link is a control; other text is not.
  package func acts(in environment: EnvironmentValues) -> Bool {
    runs.contains { $0.style.link != nil }
  }
}
