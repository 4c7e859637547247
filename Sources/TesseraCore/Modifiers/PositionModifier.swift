import Foundation

extension View {
  /// Places the view's centre at `position` in its parent's coordinates; the view takes
  /// all the space offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }

  /// Places the view's centre at `x`, `y` in its parent's coordinates.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(position: CGPoint(x: x, y: y)))
  }
}

/// Centres a view at a point.
package struct PositionModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// Where the view's centre goes.
  package var position: CGPoint

  package var inspectionDescription: String {
    "position(x: \(InspectionFormat.number(position.x)), y: \(InspectionFormat.number(position.y)))"
  }
}
