import Foundation

/// The layout of `HStack`: views side by side, lined up on a vertical guide.
public struct HStackLayout: Layout {
  /// How the views line up vertically.
  public var alignment: VerticalAlignment
  /// The distance between neighbours, or nil for the default.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A horizontal stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// No cache.
  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  /// The width of the views and gaps, and the height of the views lined up.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    StackAlgorithm(axis: .horizontal, spacing: spacing).sizeThatFits(
      proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// Places the views left to right, lined up on the alignment guide.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    StackAlgorithm(axis: .horizontal, spacing: spacing).place(
      in: bounds, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// A vertical guide the stack's children set, moved to where they sit: for the text
  /// baselines, the topmost first one and the lowest last one (SwiftUI: "the top-most
  /// text baseline in a view").
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    StackAlgorithm(axis: .horizontal, spacing: spacing).explicitGuide(
      .vertical(guide), size: bounds.size, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }

  /// A horizontal guide the stack's children set, moved to where they sit.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    StackAlgorithm(axis: .horizontal, spacing: spacing).explicitGuide(
      .horizontal(guide), size: bounds.size, proposal: proposal, subviews: subviews
    ) { $0[alignment] }
  }
}
