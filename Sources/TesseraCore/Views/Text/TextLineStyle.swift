extension Text {
  /// How an underline or a strikethrough is drawn.
  public struct LineStyle: Hashable, Sendable {
    /// The line's dashes.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// Dots.
      public static let dot = Pattern(name: "dot")
      /// Dashes.
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    /// The line's pattern. Terminals and Tessera's GTK text draw every pattern solid.
    public var pattern: Pattern
    /// The line's colour; nil for the text's.
    public var color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }
}

/// Lines drawn through the texts below a view (`underline`, `strikethrough` on a view).
package struct TextLines: Equatable, Sendable {
  var underline = false
  var strikethrough = false
}

private struct TextLinesKey: EnvironmentKey {
  static var defaultValue: TextLines { TextLines() }
}

extension EnvironmentValues {
  /// The lines the texts below are drawn with.
  package var textLines: TextLines {
    get { self[TextLinesKey.self] }
    set { self[TextLinesKey.self] = newValue }
  }
}

extension View {
  /// Underlines the texts in this view when `isActive` (the pattern and colour are
  /// accepted; the line is solid, in the text's colour).
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    transformEnvironment(\.textLines) { $0.underline = isActive }
  }

  /// Strikes through the texts in this view when `isActive`.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    transformEnvironment(\.textLines) { $0.strikethrough = isActive }
  }
}
