/// A horizontal and a vertical guide together: where a view sits inside a frame, a
/// `ZStack` or an overlay.
public struct Alignment: Hashable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// An alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Against the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Against the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Against the top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Against the bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// `center`, `topLeading`, … or `(leading, firstTextBaseline)` for other pairs.
  package var inspectionName: String {
    switch (horizontal, vertical) {
    case (.center, .center): return "center"
    case (_, .center): return horizontal.name
    case (.center, .top), (.center, .bottom): return vertical.name
    case (.leading, .top), (.leading, .bottom), (.trailing, .top), (.trailing, .bottom):
      return vertical.name + horizontal.name.prefix(1).uppercased() + horizontal.name.dropFirst()
    default: return "(\(horizontal.name), \(vertical.name))"
    }
  }
}
