import Foundation

extension View {
  /// Blurs the view by `radius`; an opaque blur doesn't fade its edges.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(BlurModifier(radius: radius, isOpaque: opaque))
  }
}

/// Blurs a view.
package struct BlurModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// How far the blur spreads.
  package var radius: CGFloat
  /// Whether the blurred edges stay opaque.
  package var isOpaque: Bool

  package var inspectionDescription: String {
    "blur(radius: \(InspectionFormat.number(radius))\(isOpaque ? ", opaque: true" : ""))"
  }
}
