import Foundation

/// Distances inward from each edge of a rectangle. Negative values extend outward.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets with the given distance from each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// `length` on each edge of `edges`, zero on the others.
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// `top: 1, leading: 2, bottom: 3, trailing: 4`, or a single number when all are equal.
  package var inspectionDescription: String {
    if top == leading && top == bottom && top == trailing {
      return InspectionFormat.number(top)
    }
    return "top: \(InspectionFormat.number(top)), leading: \(InspectionFormat.number(leading)), "
      + "bottom: \(InspectionFormat.number(bottom)), trailing: \(InspectionFormat.number(trailing))"
  }
}
