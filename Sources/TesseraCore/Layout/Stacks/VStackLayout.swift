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
    let algorithm = StackAlgorithm(axis: .vertical, spacing: spacing)
    let (sizes, gaps) = algorithm.allocate(proposal, subviews: subviews)
    let offsets = guideOffsets(sizes: sizes, subviews: subviews)
    return algorithm.size(sizes: sizes, gaps: gaps, guideOffsets: offsets)
  }

  /// Places the views top to bottom, lined up on the alignment guide.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    let algorithm = StackAlgorithm(axis: .vertical, spacing: spacing)
    // The children get the sizes they had when the stack was measured for `proposal`.
    let placement = proposal
    let (sizes, gaps, proposals) = algorithm.allocateWithProposals(placement, subviews: subviews)
    let offsets = guideOffsets(sizes: sizes, subviews: subviews)
    let line = offsets.max() ?? 0
    let stackWidth = algorithm.size(sizes: sizes, gaps: gaps, guideOffsets: offsets).width
    let leading = bounds.minX + (bounds.width - stackWidth) / 2
    var y = bounds.minY
    for index in subviews.indices {
      y += gaps[index]
      subviews[index].place(
        at: CGPoint(x: leading + line - offsets[index], y: y),
        proposal: proposals[index])
      y += sizes[index].height
    }
  }

  /// The first text baseline of the first view or the last of the last, moved to where
  /// that view sits in the stack.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    guard guide == .firstTextBaseline || guide == .lastTextBaseline, !subviews.isEmpty else {
      return nil
    }
    let algorithm = StackAlgorithm(axis: .vertical, spacing: spacing)
    let (sizes, gaps) = algorithm.allocate(proposal, subviews: subviews)
    let index = guide == .firstTextBaseline ? 0 : subviews.count - 1
    let top = (0..<index).reduce(CGFloat(0)) { $0 + sizes[$1].height } + gaps[...index].reduce(0, +)
    return top + subviews[index].dimensions(in: ProposedViewSize(sizes[index]))[guide]
  }

  private func guideOffsets(sizes: [CGSize], subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { subviews[$0].dimensions(in: ProposedViewSize(sizes[$0]))[alignment] }
  }
}
