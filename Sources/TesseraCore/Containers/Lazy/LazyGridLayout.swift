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
  /// The section headers and footers kept in view while the items scroll.
  let pinnedViews: PinnedScrollableViews

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

  /// A proposal of `length` across the axis, and none along it.
  private func offer(across length: CGFloat) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  private func lines(_ rows: LazyRows, tracks: GridTracks) -> LazyGridLines {
    LazyGridLines(
      rowCount: rows.count, spanning: rows.sectionParts.keys.sorted(),
      perLine: tracks.tracks.count)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let offered = axis == .vertical ? proposal.width : proposal.height
    let finite = offered.flatMap { $0.isFinite ? $0 : nil }
    // Without a length to fill, each track takes its least.
    let grid = tracks(in: finite ?? 0, context)
    let lines = lines(LazyRows.of(content, splittingSections: true), tracks: grid).count
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
    let rows = LazyRows.of(content, splittingSections: true)
    let lines = lines(rows, tracks: grid)
    let start = axis == .vertical ? bounds.minY : bounds.minX
    let visible = LazyStackLayout.visibleRegion(of: context.node, from: start, along: axis)
    let wanted = lines.rows(
      inLines: LazyChildren.range(visible: visible, rowLength: pitch(context), count: lines.count))
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
    let acrossStart = axis == .vertical ? bounds.minX : bounds.minY
    let estimate = state.estimatedLength(fallback: context.metrics.controlHeight)
    defer { state.remeasure(context.node, ifEstimateMovedFrom: estimate) }
    var subviews: [Int: LayoutSubview] = [:]
    for (index, row) in zip(state.built, context.subviews(axis: axis)) { subviews[index] = row }
    // Each built line's cells: a section's header or footer across the grid's length, an
    // item in its track.
    var cells: [Int: (cell: CGRect, proposal: ProposedViewSize, alignment: Alignment)] = [:]
    var placed: [Int: (start: CGFloat, length: CGFloat)] = [:]
    let built = state.builtRange
    let firstLine = built.isEmpty ? 0 : lines.line(ofRow: built.lowerBound)
    let lastLine = built.isEmpty ? -1 : lines.line(ofRow: built.upperBound - 1)
    var position = start + CGFloat(firstLine) * pitch(context)
    for line in stride(from: firstLine, through: lastLine, by: 1) {
      let lineRows = lines.rows(ofLine: line).clamped(to: built)
      let slots: [(index: Int, start: CGFloat, length: CGFloat, alignment: Alignment)] =
        lines.spans(line)
        ? lineRows.map { ($0, acrossStart, across(bounds.size), alignment) }
        : zip(lineRows, grid.tracks).map {
          ($0, acrossStart + shift + $1.start, $1.length, $1.alignment)
        }
      let proposals = slots.map { offer(across: $0.length) }
      let length =
        zip(slots, proposals).compactMap { slot, proposal in
          subviews[slot.index].map { along($0.sizeThatFits(proposal)) }
        }.max() ?? 0
      for (slot, slotProposal) in zip(slots, proposals) {
        guard let item = subviews[slot.index] else { continue }
        state.record(length, of: item.node, in: context.node)
        placed[slot.index] = (position, length)
        let cell =
          axis == .vertical
          ? CGRect(x: slot.start, y: position, width: slot.length, height: length)
          : CGRect(x: position, y: slot.start, width: length, height: slot.length)
        cells[slot.index] = (cell, slotProposal, slot.alignment)
      }
      position += length + lineGap(context)
    }
    if pinnedViews.contains(.sectionHeaders) {
      let viewport = LazyStackLayout.viewport(of: context.node)
      let pin = PinnedSectionHeader.find(
        in: rows, range: built, placed: placed,
        viewportStart: axis == .vertical ? viewport.minY : viewport.minX,
        length: { index in
          subviews[index].map {
            along($0.sizeThatFits(offer(across: across(bounds.size))))
          }
        })
      // The pinned header, or the one built above the lines to be pinned, where it would
      // be (out of view).
      for (index, header) in subviews where cells[index] == nil || index == pin?.index {
        let proposal = offer(across: across(bounds.size))
        let length = along(header.sizeThatFits(proposal))
        let headerStart =
          index == pin?.index
          ? pin?.start : start + CGFloat(lines.line(ofRow: index)) * pitch(context)
        guard let headerStart else { continue }
        cells[index] = (
          axis == .vertical
            ? CGRect(x: acrossStart, y: headerStart, width: across(bounds.size), height: length)
            : CGRect(x: headerStart, y: acrossStart, width: length, height: across(bounds.size)),
          proposal, alignment
        )
      }
    }
    for (index, placement) in cells {
      guard let item = subviews[index] else { continue }
      FrameAlignment.place(
        LayoutSubviews([item]), proposal: placement.proposal, in: placement.cell,
        alignment: placement.alignment)
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
