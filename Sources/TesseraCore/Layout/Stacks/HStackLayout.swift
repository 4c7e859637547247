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

  /// The first or last text baseline of the stack, or a vertical guide its children set.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    guard !subviews.isEmpty else { return nil }
    let algorithm = StackAlgorithm(axis: .horizontal, spacing: spacing)
    guard guide == .firstTextBaseline || guide == .lastTextBaseline else {
      return algorithm.explicitGuide(
        .vertical(guide), size: bounds.size, proposal: proposal, subviews: subviews
      ) { $0[alignment] }
    }
    let (sizes, _) = algorithm.allocate(proposal, subviews: subviews)
    let offsets = algorithm.guideOffsets(sizes: sizes, subviews: subviews) { $0[alignment] }
    let line = offsets.max() ?? 0
    let values = subviews.indices.map { index in
      line - offsets[index]
        + subviews[index].dimensions(in: ProposedViewSize(sizes[index]))[guide]
    }
    return values.max()
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
