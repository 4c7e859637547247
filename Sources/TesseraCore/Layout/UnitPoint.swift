import Foundation

/// A point in a view's own coordinates, as fractions of its size: `(0, 0)` is the top
/// leading corner and `(1, 1)` the bottom trailing one. Used for anchors and gradients.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal fraction, 0 at the leading edge.
  public var x: CGFloat
  /// The vertical fraction, 0 at the top edge.
  public var y: CGFloat

  /// The top leading corner.
  public init() { self.init(x: 0, y: 0) }

  /// The point at the given fractions of the width and height.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  private static let names: [UnitPoint: String] = [
    .center: "center", .leading: "leading", .trailing: "trailing", .top: "top",
    .bottom: "bottom", .topLeading: "topLeading", .topTrailing: "topTrailing",
    .bottomLeading: "bottomLeading", .bottomTrailing: "bottomTrailing",
  ]

  /// `center`, `topLeading`, … or `(0.25, 0.75)`.
  package var inspectionName: String {
    Self.names[self] ?? InspectionFormat.pair(x, y)
  }
}
