extension View {
  /// The default font for text in this view.
  public func font(_ font: Font?) -> some View { environmentValue(\.font, font, name: "font") }

  /// The colour of text and symbols in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environmentValue(\.foregroundColor, color, name: "foregroundColor")
  }

  /// The style of text and symbols in this view: a colour, or a gradient, which the
  /// backends draw in its first colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ForegroundStyleModifier(style: style))
  }

  /// The accent colour of controls in this view.
  public func tint(_ tint: Color?) -> some View { environmentValue(\.tint, tint, name: "tint") }

  /// The accent colour of controls in this view.
  public func accentColor(_ accentColor: Color?) -> some View {
    environmentValue(\.tint, accentColor, name: "tint")
  }

  /// Makes controls in this view stop responding when `disabled` is true. A disabled
  /// ancestor disables every descendant.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }

  /// Asks for light or dark appearance for the whole window or presentation that holds
  /// this view: every view in it reads the scheme, not only this one's subtree. Nil asks
  /// for nothing.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeRequest(scheme: colorScheme))
  }

  /// Limits text in this view to `number` lines.
  public func lineLimit(_ number: Int?) -> some View {
    environmentValue(\.lineLimits, LineLimits(maximum: number), name: "lineLimit")
  }

  /// Limits text in this view to `limit` lines; with `reservesSpace`, a `Text` or a
  /// vertical `TextField` takes the height of all `limit` lines even while its text is
  /// shorter.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environmentValue(
      \.lineLimits, LineLimits(minimum: reservesSpace ? limit : nil, maximum: limit),
      name: "lineLimit")
  }

  /// Lets text in this view take from the lower to the upper end of `limits` lines: it
  /// takes the room of the lower end at least; past the upper end, a `Text` is cut short
  /// and a vertical `TextField` scrolls.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    environmentValue(
      \.lineLimits, LineLimits(minimum: limits.lowerBound, maximum: limits.upperBound),
      name: "lineLimit")
  }

  /// Lets text in this view take as many lines as it needs, at least `limits` many.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    environmentValue(\.lineLimits, LineLimits(minimum: limits.lowerBound), name: "lineLimit")
  }

  /// Limits text in this view to at most `limits` many lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    environmentValue(\.lineLimits, LineLimits(maximum: limits.upperBound), name: "lineLimit")
  }

  /// Aligns the lines of multi-line text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentValue(\.multilineTextAlignment, alignment, name: "multilineTextAlignment")
  }

  /// The size of symbol images in this view.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environmentValue(\.imageScale, scale, name: "imageScale")
  }
}

/// Disables controls below it; an ancestor's `disabled(true)` wins over a descendant's
/// `disabled(false)`, as in SwiftUI.
struct DisabledModifier: EnvironmentModifier, InspectableElement {
  typealias Body = Never
  let isDisabled: Bool

  func transform(_ environment: inout EnvironmentValues) {
    if isDisabled { environment.isEnabled = false }
  }

  func hasSameEffect(as other: DisabledModifier) -> Bool { isDisabled == other.isDisabled }

  var inspectionDescription: String { "disabled(\(isDisabled))" }
}
