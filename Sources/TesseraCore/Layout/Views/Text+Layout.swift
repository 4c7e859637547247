import Foundation

extension Text: NodeLayout {
  /// The font the text is drawn in: its own, else the environment's, at the text size
  /// (`dynamicTypeSize`), in the weight and slant its first run asks for (`bold()`,
  /// `fontWeight`, `italic()`), so that a backend measuring real fonts measures what it
  /// draws.
  package func resolvedFont(in environment: EnvironmentValues) -> Font? {
    var font = runs.lazy.compactMap(\.style.font).first ?? environment.font
    // At another text size than the default, body text is named to be sized.
    if environment.dynamicTypeSize != .large {
      font = (font ?? .body).sized(for: environment.dynamicTypeSize)
    }
    guard let style = runs.first?.style, style.isBold || style.weight != nil || style.isItalic
    else { return font }
    var resolved = font ?? .body
    if let weight = style.weight { resolved = resolved.weight(weight) }
    if style.isBold { resolved = resolved.weight(max(resolved.weight, .bold)) }
    if style.isItalic { resolved = resolved.italic() }
    return resolved
  }

  @MainActor private func measure(width: CGFloat?, height: CGFloat?, context: LayoutContext)
    -> TextMeasurement
  {
    let metrics = context.metrics
    var lineLimit = context.environment.lineLimit
    // Text shows only the lines that fit a proposed height (at least one).
    if let height, height.isFinite {
      let oneLine = metrics.measure(
        "X", font: resolvedFont(in: context.environment), width: nil,
        lineLimit: 1
      ).size.height
      if oneLine > 0 {
        let fitting = max(Int((height / oneLine).rounded(.down)), 1)
        lineLimit = min(lineLimit ?? fitting, fitting)
      }
    }
    let finiteWidth = width.flatMap { $0.isFinite ? $0 : nil }
    let shown = self.shown(in: context.environment).plainText
    let font = resolvedFont(in: context.environment)
    let truncation = context.environment.truncationMode
    var measured = metrics.measure(
      shown, font: font, width: finiteWidth, lineLimit: lineLimit, truncation: truncation)
    // Spaced letters (`tracking`, `kerning`) take that much more room on each line, where
    // the backend draws them: the text is measured again in the room they leave.
    let tracking = runs.lazy.compactMap(\.style.tracking).first ?? context.environment.tracking
    guard metrics.drawsTracking, tracking != 0 else { return measured }
    func spacing(_ lines: [String]) -> CGFloat {
      tracking * CGFloat(lines.map(\.count).max() ?? 0)
    }
    if let finiteWidth, measured.size.width + spacing(measured.lines) > finiteWidth {
      measured = metrics.measure(
        shown, font: font, width: max(finiteWidth - spacing(measured.lines), 0),
        lineLimit: lineLimit, truncation: truncation)
    }
    measured.size.width += spacing(measured.lines)
    return measured
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    var size = measure(width: proposal.width, height: proposal.height, context: context).size
    // `lineLimit(3...)` or `reservesSpace`: the room of that many lines, however short.
    if let reserved = context.environment.lineLimits.minimum, reserved > 1 {
      let oneLine = context.metrics.measure(
        "X", font: resolvedFont(in: context.environment), width: nil, lineLimit: 1
      ).size.height
      size.height = max(size.height, oneLine * CGFloat(reserved))
    }
    return size
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    // Only the baselines are a text's own; other guides need no measuring.
    switch guide {
    case .vertical(.firstTextBaseline):
      return measure(width: size.width, height: size.height, context: context).firstBaseline
    case .vertical(.lastTextBaseline):
      return measure(width: size.width, height: size.height, context: context).lastBaseline
    default: return nil
    }
  }

  /// The lines the text shows in a frame of `size`, for backends that draw text.
  @MainActor package func lines(in size: CGSize, context: LayoutContext) -> [String] {
    measure(width: size.width, height: size.height, context: context).lines
  }
}
