import Foundation

/// Lays out a lazy grid: items fill the tracks across the axis (a vertical grid's
/// columns) one line at a time along it (its rows). Only the lines in the visible region
/// are built; the others count at the average line length measured so far.
@MainActor
package struct LazyGridLayout: NodeLayout {
  /// The axis the grid grows along: vertical for `LazyVGrid`.
  let axis: Axis
  /// The grid items that make the tracks across the axis.
  let items: [GridItem]
  /// The space between lines, or nil for the default.
  let spacing: CGFloat?
  let content: any View
  /// How the tracks line up across the axis when they take less than the grid's length.
  let alignment: Alignment

  private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

  private func lineGap(_ context: LayoutContext) -> CGFloat {
    spacing ?? along(context.metrics.defaultSpacing)
  }

  private func tracks(in length: CGFloat, _ context: LayoutContext) -> GridTracks {
    GridTracks(items: items, length: length, defaultSpacing: across(context.metrics.defaultSpacing))
  }

  private func state(_ context: LayoutContext) -> LazyState {
    context.node.locals.value { LazyState() }
  }

  private func pitch(_ context: LayoutContext) -> CGFloat {
    state(context).estimatedLength(fallback: context.metrics.controlHeight) + lineGap(context)
  }

  private func lineCount(items count: Int, tracks: GridTracks) -> Int {
    let perLine = max(tracks.tracks.count, 1)
    return (count + perLine - 1) / perLine
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let offered = axis == .vertical ? proposal.width : proposal.height
    let finite = offered.flatMap { $0.isFinite ? $0 : nil }
    // Without a length to fill, each track takes its least.
    let grid = tracks(in: finite ?? 0, context)
    let lines = lineCount(items: LazyRows.of(content).count, tracks: grid)
    let length = max(CGFloat(lines) * pitch(context) - lineGap(context), 0)
    let crossLength = finite ?? grid.extent
    return axis == .vertical
      ? CGSize(width: crossLength, height: length) : CGSize(width: length, height: crossLength)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let state = state(context)
    let grid = tracks(in: across(bounds.size), context)
    let perLine = max(grid.tracks.count, 1)
    let count = LazyRows.of(content).count
    let start = axis == .vertical ? bounds.minY : bounds.minX
    let visible = LazyStackLayout.visibleRegion(of: context.node, from: start, along: axis)
    let lines = LazyChildren.range(
      visible: visible, rowLength: pitch(context),
      count: lineCount(items: count, tracks: grid))
    let wanted = (lines.lowerBound * perLine)..<min(lines.upperBound * perLine, count)
    if wanted != state.range {
      state.range = wanted
      // The lines to show changed: build exactly their items.
      context.node.rebuild()
    }
    // The tracks line up in the grid's length as its alignment says.
    let room = across(bounds.size) - grid.extent
    let shift =
      axis == .vertical
      ? room * Self.fraction(of: alignment.horizontal)
      : room * Self.fraction(of: alignment.vertical)
    let subviews = Array(context.subviews(axis: axis))
    let estimate = state.estimatedLength(fallback: context.metrics.controlHeight)
    defer { state.remeasure(context.node, ifEstimateMovedFrom: estimate) }
    var position = start + CGFloat(state.range.lowerBound / perLine) * pitch(context)
    for lineStart in stride(from: 0, to: subviews.count, by: perLine) {
      let line = Array(subviews[lineStart..<min(lineStart + perLine, subviews.count)])
      let proposals = zip(line, grid.tracks).map { _, track in
        axis == .vertical
          ? ProposedViewSize(width: track.length, height: nil)
          : ProposedViewSize(width: nil, height: track.length)
      }
      let length = zip(line, proposals).map { along($0.sizeThatFits($1)) }.max() ?? 0
      for ((item, track), itemProposal) in zip(zip(line, grid.tracks), proposals) {
        state.record(length, of: item.node, in: context.node)
        let acrossStart = (axis == .vertical ? bounds.minX : bounds.minY) + shift + track.start
        let cell =
          axis == .vertical
          ? CGRect(x: acrossStart, y: position, width: track.length, height: length)
          : CGRect(x: position, y: acrossStart, width: length, height: track.length)
        FrameAlignment.place(
          LayoutSubviews([item]), proposal: itemProposal, in: cell, alignment: track.alignment)
      }
      position += length + lineGap(context)
    }
  }

  /// Where a horizontal guide sits across a length, from 0 (leading) to 1 (trailing).
  private static func fraction(of alignment: HorizontalAlignment) -> CGFloat {
    alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
  }

  /// Where a vertical guide sits across a length, from 0 (top) to 1 (bottom).
  private static func fraction(of alignment: VerticalAlignment) -> CGFloat {
    alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
  }
}
