import Foundation

extension GraphicsContext {
  /// A text made ready to draw in a context: measured as the backend sets it, and drawn
  /// in its `shading`. What `resolve(_:)` returns.
  public struct ResolvedText {
    let string: String
    let font: Font?
    let measureText: (String, Font?, CGFloat?) -> TextMeasurement
    /// What the text is painted with; `.foreground` paints it in the text's own colour,
    /// or the canvas's foreground style.
    public var shading: Shading

    /// The size the text takes when offered `size`: its width wraps it.
    public func measure(in size: CGSize) -> CGSize { measurement(in: size).size }

    /// The distance from the top to the first line's baseline, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat { measurement(in: size).firstBaseline }

    /// The distance from the top to the last line's baseline, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat { measurement(in: size).lastBaseline }

    /// The text laid out in `size`'s width (one line when it is unbounded).
    private func measurement(in size: CGSize) -> TextMeasurement {
      measureText(string, font, size.width.isFinite ? size.width : nil)
    }
  }

  /// `text` made ready to draw in this context's environment: in its own font, or the
  /// environment's.
  public func resolve(_ text: Text) -> ResolvedText {
    let style = text.runs.first?.style
    return ResolvedText(
      string: text.plainText, font: style?.font ?? environment.font,
      measureText: measureText, shading: style?.color.map { .color($0) } ?? .foreground)
  }

  /// Draws a resolved text with its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    record(
      .text(
        text.string, at: point.applying(transform), anchor: anchor, font: text.font,
        color: paint(text.shading).color))
  }

  /// Draws a resolved text in `rect`, from its top leading corner (on one line: see the
  /// divergences).
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    draw(text, at: rect.origin, anchor: .topLeading)
  }
}
