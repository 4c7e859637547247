import Foundation

/// A text style: a size and a weight, chosen by role (`.title`, `.caption`) or explicitly
/// (`.system(size:weight:)`). Terminals render size as emphasis (bold titles, dim
/// captions); windowed backends use the point size.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The role of a text style, which sets its default size and weight.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// 34 pt.
    case largeTitle
    /// 28 pt.
    case title
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt semibold.
    case headline
    /// 15 pt.
    case subheadline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption
    /// 11 pt.
    case caption2

    var size: Double {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }
  }

  /// The thickness of a font's strokes.
  public struct Weight: Hashable, Sendable, Comparable {
    /// 100 (ultra light) … 900 (black).
    package let value: Int
    /// The lightest weight.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// The regular weight.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// The heaviest weight.
    public static let black = Weight(value: 900)
    /// Orders weights from light to heavy.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }

  /// A family of type faces.
  public enum Design: Hashable, Sendable {
    /// The system's default face.
    case `default`
    /// A serif face.
    case serif
    /// A rounded face.
    case rounded
    /// A fixed-width face.
    case monospaced
  }

  /// The role, when the font was chosen by role.
  package var style: TextStyle?
  /// The size in points.
  package var size: Double
  /// The weight.
  package var weight: Weight
  /// Whether the font is italic.
  package var isItalic = false
  /// The face.
  package var design: Design = .default
  /// The font family a custom font names, nil for the system font.
  package var family: String?
  /// How wide the characters are.
  package var width: Width = .standard
  /// The space between lines.
  package var leading: Leading = .standard
  /// Whether lowercase letters are drawn as small capitals.
  package var isSmallCaps = false
  /// Whether a custom font keeps its size whatever the text size (`fixedSize:`).
  package var isFixedSize = false

  /// This font at the text size `size`: a font chosen by role, or a custom font that is
  /// not of fixed size, grows and shrinks as body text does (17 points at `.large`);
  /// a system font of a given size keeps it, as in SwiftUI.
  package func sized(for size: DynamicTypeSize) -> Font {
    guard size != .large, style != nil || (family != nil && !isFixedSize) else { return self }
    var font = self
    font.size = (self.size * ScaledMetric<Double>.factor(for: size) * 2).rounded() / 2
    return font
  }

  /// How wide a font's characters are, from compressed to expanded.
  public struct Width: Hashable, Sendable {
    /// The width, from -1 (compressed) through 0 (standard) to 1 (expanded).
    public var value: CGFloat

    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest.
    public static let compressed = Width(-0.3)
    /// Narrower than standard.
    public static let condensed = Width(-0.2)
    /// The usual width.
    public static let standard = Width(0)
    /// Wider than standard.
    public static let expanded = Width(0.2)
  }

  /// The space between lines of a font.
  public enum Leading: Hashable, Sendable {
    /// The font's own.
    case standard
    /// Less than the font's own.
    case tight
    /// More than the font's own.
    case loose
  }

  package init(style: TextStyle?, size: Double, weight: Weight) {
    self.style = style
    self.size = size
    self.weight = weight
  }

  /// The font for a role.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    var font = Font(
      style: style, size: style.size, weight: style == .headline ? .semibold : .regular)
    if let design { font.design = design }
    if let weight { font.weight = weight }
    return font
  }

  /// A system font of a given size.
  public static func system(
    size: CGFloat, weight: Weight = .regular, design: Design = .default
  ) -> Font {
    var font = Font(style: nil, size: Double(size), weight: weight)
    font.design = design
    return font
  }

  /// The font named `name` at `size` points, scaled with the text size as `body` is.
  /// A terminal draws every font in its own; GTK uses the family when installed.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// The font named `name` at `size` points, scaled with the text size as `textStyle` is.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = Font(style: nil, size: Double(size), weight: .regular)
    font.family = name
    return font
  }

  /// The font named `name` at `size` points, never scaled.
  public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
    var font = custom(name, size: size, relativeTo: .body)
    font.isFixedSize = true
    return font
  }

  /// 34 pt, for the largest titles.
  public static let largeTitle = system(.largeTitle)
  /// 28 pt, for titles.
  public static let title = system(.title)
  /// 22 pt, for second-level titles.
  public static let title2 = system(.title2)
  /// 20 pt, for third-level titles.
  public static let title3 = system(.title3)
  /// 17 pt semibold, for headings.
  public static let headline = system(.headline)
  /// 15 pt, for subheadings.
  public static let subheadline = system(.subheadline)
  /// 17 pt, for body text.
  public static let body = system(.body)
  /// 16 pt, for callouts.
  public static let callout = system(.callout)
  /// 13 pt, for footnotes.
  public static let footnote = system(.footnote)
  /// 12 pt, for captions.
  public static let caption = system(.caption)
  /// 11 pt, for secondary captions.
  public static let caption2 = system(.caption2)

  /// The same font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }

  /// The same font, italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The same font, `width` wide.
  public func width(_ width: Width) -> Font {
    var font = self
    font.width = width
    return font
  }

  /// The same font with lines `leading` apart.
  public func leading(_ leading: Leading) -> Font {
    var font = self
    font.leading = leading
    return font
  }

  /// The same font with digits all one width (a terminal's always are).
  public func monospacedDigit() -> Font { self }

  /// The same font with lowercase letters as small capitals (GTK); a terminal draws
  /// them as they are.
  public func lowercaseSmallCaps() -> Font {
    var font = self
    font.isSmallCaps = true
    return font
  }

  /// The same font with uppercase letters as small capitals; drawn as `smallCaps()`.
  public func uppercaseSmallCaps() -> Font { lowercaseSmallCaps() }

  /// The same font with lowercase letters as small capitals (GTK).
  public func smallCaps() -> Font { lowercaseSmallCaps() }

  /// The same font in a fixed-width face.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// The role's name (`title`) or the size (`17pt`), with weight and style when set.
  public var description: String {
    var text = style?.rawValue ?? "\(Int(size))pt"
    if let family { text = "\(family) \(text)" }
    let defaultWeight: Weight = style == .headline ? .semibold : .regular
    if weight != defaultWeight { text += " \(Font.weightNames[weight.value] ?? "\(weight.value)")" }
    if isItalic { text += " italic" }
    return text
  }

  private static let weightNames = [
    100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
    600: "semibold", 700: "bold", 800: "heavy", 900: "black",
  ]
}
