import Foundation

/// SwiftUI's stack algorithm along one axis.
///
/// Spacing is taken off first. Then, in order of layout priority (highest first), each
/// group of children is offered the space left after reserving the minimum sizes of the
/// lower-priority groups; within a group the least flexible child (smallest difference
/// between its largest and smallest size) is served first, each offered an equal share
/// of what remains.
@MainActor
struct StackAlgorithm {
  let axis: Axis
  let spacing: CGFloat?

  /// The sizes each subview takes for `proposal`, and the spacing before each one.
  func allocate(_ proposal: ProposedViewSize, subviews: LayoutSubviews)
    -> (sizes: [CGSize], gaps: [CGFloat])
  {
    let allocation = allocateWithProposals(proposal, subviews: subviews)
    return (allocation.sizes, allocation.gaps)
  }

  /// The sizes each subview takes for `proposal`, the spacing before each one, and what
  /// each was offered; placing a subview with that offer gives it the same size again.
  func allocateWithProposals(_ proposal: ProposedViewSize, subviews: LayoutSubviews)
    -> (sizes: [CGSize], gaps: [CGFloat], proposals: [ProposedViewSize])
  {
    let gaps = subviews.indices.map { index -> CGFloat in
      guard index > 0 else { return 0 }
      return spacing
        ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
    }
    let cross = self.cross(of: proposal)
    guard let available = main(of: proposal) else {
      let offer = make(main: nil, cross: cross)
      let sizes = subviews.map { $0.sizeThatFits(offer) }
      return (sizes, gaps, Array(repeating: offer, count: subviews.count))
    }
    var sizes = [CGSize](repeating: .zero, count: subviews.count)
    var proposals = [ProposedViewSize](repeating: .zero, count: subviews.count)
    let minimums = subviews.map { main(of: $0.sizeThatFits(make(main: 0, cross: cross))) }
    let maximums = subviews.map { main(of: $0.sizeThatFits(make(main: .infinity, cross: cross))) }
    var remaining = available - gaps.reduce(0, +)
    let priorities = Set(subviews.map(\.priority)).sorted(by: >)
    for priority in priorities {
      let group = subviews.indices.filter { subviews[$0].priority == priority }
      let reservedBelow = subviews.indices.filter { subviews[$0].priority < priority }
        .reduce(0) { $0 + minimums[$1] }
      var groupSpace = max(remaining - reservedBelow, 0)
      let ordered = group.sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
      for (position, index) in ordered.enumerated() {
        let share = max(groupSpace / CGFloat(ordered.count - position), 0)
        proposals[index] = make(main: share, cross: cross)
        let size = subviews[index].sizeThatFits(proposals[index])
        sizes[index] = size
        groupSpace -= main(of: size)
        remaining -= main(of: size)
      }
    }
    return (sizes, gaps, proposals)
  }

  /// The stack's size: the sum along the axis, and along the other axis the extent of the
  /// children lined up on `guide`.
  func size(sizes: [CGSize], gaps: [CGFloat], guideOffsets: [CGFloat]) -> CGSize {
    let length = sizes.reduce(0) { $0 + main(of: $1) } + gaps.reduce(0, +)
    let above = guideOffsets.max() ?? 0
    let below = zip(sizes, guideOffsets).map { cross(of: $0) - $1 }.max() ?? 0
    return make(size: length, cross: sizes.isEmpty ? 0 : above + below)
  }

  /// The size of the stack for `proposal`, its children lined up across the axis on
  /// `guide`.
  func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat
  ) -> CGSize {
    let (sizes, gaps) = allocate(proposal, subviews: subviews)
    let offsets = guideOffsets(sizes: sizes, subviews: subviews, guide: guide)
    return size(sizes: sizes, gaps: gaps, guideOffsets: offsets)
  }

  /// Places the children one after another along the axis within `bounds`, each with the
  /// proposal it was measured with, lined up across the axis on `guide`.
  func place(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    guide: (ViewDimensions) -> CGFloat
  ) {
    let placements = arrange(in: bounds, proposal: proposal, subviews: subviews, guide: guide)
    for (index, placement) in placements.enumerated() {
      subviews[index].place(at: placement.origin, proposal: placement.proposal)
    }
  }

  /// Where each child goes within `bounds` (its top leading corner) and what it is
  /// offered: one after another along the axis, lined up across it on `guide`.
  func arrange(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    guide: (ViewDimensions) -> CGFloat
  ) -> [(origin: CGPoint, proposal: ProposedViewSize)] {
    let (sizes, gaps, proposals) = allocateWithProposals(proposal, subviews: subviews)
    let offsets = guideOffsets(sizes: sizes, subviews: subviews, guide: guide)
    let line = offsets.max() ?? 0
    let extent = cross(of: size(sizes: sizes, gaps: gaps, guideOffsets: offsets))
    let crossStart =
      axis == .horizontal
      ? bounds.minY + (bounds.height - extent) / 2 : bounds.minX + (bounds.width - extent) / 2
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    var placements: [(origin: CGPoint, proposal: ProposedViewSize)] = []
    for index in subviews.indices {
      position += gaps[index]
      let across = crossStart + line - offsets[index]
      placements.append(
        (
          axis == .horizontal
            ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position),
          proposals[index]
        ))
      position += main(of: sizes[index])
    }
    return placements
  }

  /// `key` of a stack of `size` measured for `proposal`: the guides its children set,
  /// moved to where the stack places them and combined.
  func explicitGuide(
    _ key: AlignmentGuideKey, size: CGSize, proposal: ProposedViewSize,
    subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat
  ) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    let placements = arrange(in: bounds, proposal: proposal, subviews: subviews, guide: guide)
    return ContentGuides.combined(
      key,
      of: placements.enumerated().map { index, placement in
        (subviews[index].dimensions(in: placement.proposal), placement.origin)
      })
  }

  /// Where each child's guide falls within it, for the sizes it was given.
  func guideOffsets(
    sizes: [CGSize], subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat
  ) -> [CGFloat] {
    subviews.indices.map { guide(subviews[$0].dimensions(in: ProposedViewSize(sizes[$0]))) }
  }

  func main(of proposal: ProposedViewSize) -> CGFloat? {
    axis == .horizontal ? proposal.width : proposal.height
  }

  func cross(of proposal: ProposedViewSize) -> CGFloat? {
    axis == .horizontal ? proposal.height : proposal.width
  }

  func main(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

  func cross(of size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

  func make(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
  }

  func make(size main: CGFloat, cross: CGFloat) -> CGSize {
    axis == .horizontal
      ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

/// The cache of the stack layouts: nothing yet; sizes are cached per node.
public struct StackLayoutCache {
  /// An empty cache.
  public init() {}
}
