import Foundation

/// The layout of `VStack`: views one above the other, lined up on a horizontal guide.
public struct VStackLayout: Layout {
  /// How the views line up horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between neighbours, or nil for the default.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A vertical stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// No cache.
  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  /// The height of the views and gaps, and the width of the views lined up.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    StackAlgorithm(axis: .vertical, spacing: spacing).sizeThatFits(
      proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// Places the views top to bottom, lined up on the alignment guide.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    StackAlgorithm(axis: .vertical, spacing: spacing).place(
      in: bounds, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// A vertical guide the stack's children set, moved to where they sit: for the text
  /// baselines, the topmost first one and the lowest last one (SwiftUI: "the top-most
  /// text baseline in a view"), whichever view has it.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    StackAlgorithm(axis: .vertical, spacing: spacing).explicitGuide(
      .vertical(guide), size: bounds.size, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// A horizontal guide the stack's children set, moved to where they sit.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    StackAlgorithm(axis: .vertical, spacing: spacing).explicitGuide(
      .horizontal(guide), size: bounds.size, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }
}
