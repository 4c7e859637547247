import Foundation

extension View {
  /// Draws the view moved by `offset`, without changing its layout.
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(offset: offset))
  }

  /// Draws the view moved by `x` and `y`, without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
  }
}

/// Moves a view where it is drawn, not where it is laid out.
package struct OffsetModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// How far the view moves.
  package var offset: CGSize

  package var inspectionDescription: String {
    "offset(x: \(InspectionFormat.number(offset.width)), y: \(InspectionFormat.number(offset.height)))"
  }
}
