import Foundation

extension View {
  /// Sets where `g` lies in this view, for stacks and frames that align by it.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
  }

  /// Sets where `g` lies in this view, for stacks and frames that align by it.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
  }
}

/// An explicit value for one of a view's alignment guides.
package struct AlignmentGuideModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// A horizontal or a vertical guide.
  package enum Guide: Hashable, Sendable {
    /// A guide that aligns views horizontally.
    case horizontal(HorizontalAlignment)
    /// A guide that aligns views vertically.
    case vertical(VerticalAlignment)
  }

  /// The guide being set.
  package var guide: Guide
  /// Computes the guide's position from the view's dimensions.
  package var computeValue: (ViewDimensions) -> CGFloat

  package var inspectionDescription: String {
    switch guide {
    case .horizontal(let alignment): "alignmentGuide(\(alignment.name))"
    case .vertical(let alignment): "alignmentGuide(\(alignment.name))"
    }
  }
}
