import Foundation

/// Lays out a lazy stack: its length along the axis is estimated from the rows measured
/// so far, and only the rows in the visible region (the enclosing scroll view's, or the
/// window's) are built, measured and placed.
@MainActor
package struct LazyStackLayout: NodeLayout {
  let axis: Axis
  let spacing: CGFloat?
  let content: any View
  /// The section headers and footers kept in view while the rows scroll.
  let pinnedViews: PinnedScrollableViews
  /// Where a row lines up across the axis, given a size: the stack's alignment guide.
  let guide: (ViewDimensions) -> CGFloat

  private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

  private func gap(_ context: LayoutContext) -> CGFloat {
    spacing
      ?? (axis == .vertical
        ? context.metrics.defaultSpacing.height
        : context.metrics.defaultSpacing.width)
  }

  private func state(_ context: LayoutContext) -> LazyState {
    context.node.locals.value { LazyState() }
  }

  private func pitch(_ context: LayoutContext) -> CGFloat {
    state(context).estimatedLength(fallback: context.metrics.controlHeight) + gap(context)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let count = LazyRows.of(content, splittingSections: true).count
    let length = max(CGFloat(count) * pitch(context) - gap(context), 0)
    let offered = axis == .vertical ? proposal.width : proposal.height
    let measuredAcross =
      context.subviews(axis: axis).map {
        across($0.sizeThatFits(.unspecified))
      }.max() ?? 0
    let crossLength = offered.flatMap { $0.isFinite ? $0 : nil } ?? measuredAcross
    return axis == .vertical
      ? CGSize(width: crossLength, height: length) : CGSize(width: length, height: crossLength)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let state = state(context)
    let rows = LazyRows.of(content, splittingSections: true)
    let start = axis == .vertical ? bounds.minY : bounds.minX
    let visible = Self.visibleRegion(of: context.node, from: start, along: axis)
    let wanted = LazyChildren.range(
      visible: visible, rowLength: pitch(context), count: rows.count)
    if wanted != state.range {
      state.range = wanted
      // The rows to show changed: build exactly those.
      context.node.rebuild()
    }
    let estimate = state.estimatedLength(fallback: context.metrics.controlHeight)
    defer { state.remeasure(context.node, ifEstimateMovedFrom: estimate) }
    let crossProposal = axis == .vertical ? bounds.width : bounds.height
    let proposal =
      axis == .vertical
      ? ProposedViewSize(width: crossProposal, height: nil)
      : ProposedViewSize(width: nil, height: crossProposal)
    // Each built row's place along the axis, then (with a pinned header) where that goes.
    var subviews: [Int: LayoutSubview] = [:]
    var placed: [Int: (start: CGFloat, length: CGFloat)] = [:]
    var position = start + CGFloat(state.builtRange.lowerBound) * pitch(context)
    for (index, row) in zip(state.built, context.subviews(axis: axis)) {
      subviews[index] = row
      guard state.builtRange.contains(index) else { continue }
      let length = along(row.sizeThatFits(proposal))
      state.record(length, of: row.node, in: context.node)
      placed[index] = (position, length)
      position += length + gap(context)
    }
    var starts = placed.mapValues(\.start)
    // The header built above the rows, when not pinned, goes where it would be: out of view.
    for index in subviews.keys where starts[index] == nil {
      starts[index] = start + CGFloat(index) * pitch(context)
    }
    if pinnedViews.contains(.sectionHeaders) {
      let viewport = Self.viewport(of: context.node)
      let pin = PinnedSectionHeader.find(
        in: rows, range: state.builtRange, placed: placed,
        viewportStart: axis == .vertical ? viewport.minY : viewport.minX,
        length: { subviews[$0].map { along($0.sizeThatFits(proposal)) } })
      if let pin, let start = pin.start { starts[pin.index] = start }
    }
    for (index, row) in subviews {
      guard let rowStart = starts[index] else { continue }
      let lineUp =
        guide(ViewDimensions(size: bounds.size)) - guide(row.dimensions(in: proposal))
      let point =
        axis == .vertical
        ? CGPoint(x: bounds.minX + lineUp, y: rowStart)
        : CGPoint(x: rowStart, y: bounds.minY + lineUp)
      row.place(at: point, proposal: proposal)
    }
  }

  /// The part of a lazy container's content that can be seen along `axis`, measured from
  /// `start` (where the content begins on screen).
  static func visibleRegion(of node: ViewNode, from start: CGFloat, along axis: Axis)
    -> ClosedRange<CGFloat>
  {
    let viewport = viewport(of: node)
    return axis == .vertical
      ? (viewport.minY - start)...(viewport.maxY - start)
      : (viewport.minX - start)...(viewport.maxX - start)
  }

  /// The region that can be seen: the nearest enclosing scroll view's frame, else the
  /// window's (the root's frame).
  static func viewport(of node: ViewNode) -> CGRect {
    var current = node.parent
    var root = node
    while let ancestor = current {
      if ancestor.locals.contains(ScrollState.self) { return ancestor.frame }
      root = ancestor
      current = ancestor.parent
    }
    return root.frame
  }
}

extension LazyVStack: DelegatingNodeLayout {
  package var delegateLayout: LazyStackLayout {
    let alignment = alignment
    return LazyStackLayout(
      axis: .vertical, spacing: spacing, content: content, pinnedViews: pinnedViews
    ) { $0[alignment] }
  }
}

extension LazyHStack: DelegatingNodeLayout {
  package var delegateLayout: LazyStackLayout {
    let alignment = alignment
    return LazyStackLayout(
      axis: .horizontal, spacing: spacing, content: content, pinnedViews: pinnedViews
    ) { $0[alignment] }
  }
}
