/// Changes one trait of the font of the text below a view (its weight, its slant, its
/// design), keeping the rest: what `bold()`, `italic()`, `fontWeight(_:)`,
/// `fontDesign(_:)` and `monospaced()` do on any view.
package struct FontTransformModifier: EnvironmentModifier, InspectableElement {
  package typealias Body = Never

  /// The trait changed.
  package enum Change: Equatable, Sendable {
    case weight(Font.Weight?)
    case italic(Bool)
    case design(Font.Design?)
    case width(Font.Width?)
    /// `bold(false)`, `italic(false)`, `monospaced(false)`: nothing changes.
    case inactive
  }

  let change: Change

  package func transform(_ environment: inout EnvironmentValues) {
    // `bold(false)` and the like change nothing, as in SwiftUI.
    guard change != .inactive else { return }
    var font = environment.font ?? .body
    switch change {
    case .weight(let weight):
      // Without a weight, the role's own (semibold for a headline).
      font = font.weight(weight ?? (font.style == .headline ? .semibold : .regular))
    case .italic(let isItalic):
      font.isItalic = isItalic
    case .design(let design):
      font.design = design ?? .default
    case .width(let width):
      font.width = width ?? .standard
    case .inactive:
      break
    }
    environment.font = font
  }

  package func hasSameEffect(as other: Self) -> Bool { change == other.change }

  package var inspectionDescription: String {
    switch change {
    case .weight(let weight): "fontWeight(\(weight.map { "\($0.value)" } ?? "nil"))"
    case .italic(let isItalic): "italic(\(isItalic))"
    case .design(let design): "fontDesign(\(design.map { "\($0)" } ?? "nil"))"
    case .width(let width): "fontWidth(\(width.map { "\($0.value)" } ?? "nil"))"
    case .inactive: "fontTraits(unchanged)"
    }
  }
}

extension View {
  /// The text below this view in bold (when `isActive`).
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(FontTransformModifier(change: isActive ? .weight(.bold) : .inactive))
  }

  /// The text below this view in italics (when `isActive`).
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(FontTransformModifier(change: isActive ? .italic(true) : .inactive))
  }

  /// The text below this view with `weight` (nil: the font's own).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(FontTransformModifier(change: .weight(weight)))
  }

  /// The text below this view in `design` (nil: the default design).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(FontTransformModifier(change: .design(design)))
  }

  /// The text below this view `width` wide (nil: the standard width).
  public func fontWidth(_ width: Font.Width?) -> some View {
    modifier(FontTransformModifier(change: .width(width)))
  }

  /// The digits of the text below this view all one width; a terminal's always are, and
  /// GTK's sans-serif digits already are.
  public func monospacedDigit() -> some View {
    modifier(FontTransformModifier(change: .inactive))
  }

  /// The texts below this view at `scale` of their font: accepted, drawn at their font's
  /// own size (a terminal's cells have one size).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    modifier(FontTransformModifier(change: .inactive))
  }

  /// The text below this view in a fixed-width face (when `isActive`).
  public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(FontTransformModifier(change: isActive ? .design(.monospaced) : .inactive))
  }
}
