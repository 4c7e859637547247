import Foundation

/// Rows of a list or section, one under the other, each inset (by `listRowInsets`, else
/// the default leading and trailing inset, and the backend's room above and below) and as
/// wide as the list.
@MainActor
enum ListRowsLayout {
  static let defaultInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

  /// The insets of a row that sets none, with `metrics`' room above and below.
  static func defaultInsets(_ metrics: any LayoutMetrics) -> EdgeInsets {
    var insets = defaultInsets
    insets.top = metrics.listRowVerticalPadding
    insets.bottom = metrics.listRowVerticalPadding
    return insets
  }

  static func height(_ rows: LayoutSubviews, width: CGFloat?, metrics: any LayoutMetrics)
    -> CGFloat
  {
    rows.reduce(0) { total, row in
      let insets = insets(of: row, metrics: metrics)
      let inner = width.map { max($0 - insets.leading - insets.trailing, 0) }
      return total + row.sizeThatFits(ProposedViewSize(width: inner, height: nil)).height
        + insets.top + insets.bottom
    }
  }

  static func place(_ rows: LayoutSubviews, in bounds: CGRect, metrics: any LayoutMetrics)
    -> CGFloat
  {
    var y = bounds.minY
    for row in rows {
      let insets = insets(of: row, metrics: metrics)
      let inner = max(bounds.width - insets.leading - insets.trailing, 0)
      let proposal = ProposedViewSize(width: inner, height: nil)
      let size = row.sizeThatFits(proposal)
      row.place(at: CGPoint(x: bounds.minX + insets.leading, y: y + insets.top), proposal: proposal)
      y += size.height + insets.top + insets.bottom
    }
    return y - bounds.minY
  }

  static func insets(of row: LayoutSubview, metrics: any LayoutMetrics) -> EdgeInsets {
    if row.node.view(as: (any SectionLayout).self) != nil { return EdgeInsets() }
    return row.traits.rowInsets ?? defaultInsets(metrics)
  }
}

/// A section, which lays out its own rows.
@MainActor
protocol SectionLayout {}

extension Section: SectionLayout {}

extension List: NodeLayout {
  /// A list fills the space offered and scrolls its rows vertically. Only the rows in
  /// view (and a few either side) are built; the others count at the average height of
  /// the rows measured so far.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let natural = CGSize(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0,
      height: CGFloat(LazyRows.of(content).count) * rowHeight(context))
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : natural.width } ?? natural.width,
      height: proposal.height.map { $0.isFinite ? $0 : natural.height } ?? natural.height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let lazy = context.node.locals.value { LazyState() }
    let scroll = context.node.locals.value { ScrollState() }
    let count = LazyRows.of(content).count
    let height = CGFloat(count) * rowHeight(context)
    scroll.contentSize = CGSize(width: bounds.width, height: height)
    scroll.viewportSize = bounds.size
    scroll.offset = scroll.clamped(scroll.offset)
    let wanted = LazyChildren.range(
      visible: scroll.offset.y...(scroll.offset.y + bounds.height), rowLength: rowHeight(context),
      count: count)
    if wanted != lazy.range {
      lazy.range = wanted
      context.node.rebuild()
    }
    var y = bounds.minY - scroll.offset.y + CGFloat(lazy.range.lowerBound) * rowHeight(context)
    for row in context.subviews(axis: .vertical) {
      let insets = ListRowsLayout.insets(of: row, metrics: context.metrics)
      let inner = max(bounds.width - insets.leading - insets.trailing, 0)
      let rowProposal = ProposedViewSize(width: inner, height: nil)
      let size = row.sizeThatFits(rowProposal)
      let length = size.height + insets.top + insets.bottom
      lazy.record(length, of: row.node, in: context.node)
      row.place(
        at: CGPoint(x: bounds.minX + insets.leading, y: y + insets.top), proposal: rowProposal)
      y += length
    }
    // The rows just measured refine the estimate of the whole.
    scroll.contentSize.height = CGFloat(count) * rowHeight(context)
  }

  private func rowHeight(_ context: LayoutContext) -> CGFloat {
    let lazy = context.node.locals[LazyState.self]
    return lazy?.estimatedLength(fallback: context.metrics.controlHeight)
      ?? context.metrics.controlHeight
  }
}

extension Section: NodeLayout {
  /// The header, the rows and the footer, one under the other; in a grouped list (and a
  /// form) a blank line above, so that each section stands apart.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let parts = ["header", "footer"].map { context.subviews(part: $0, axis: .vertical) }
    let height =
      parts.reduce(0) { $0 + ListRowsLayout.height($1, width: width, metrics: context.metrics) }
      + ListRowsLayout.height(
        context.subviews(axis: .vertical), width: width, metrics: context.metrics)
    return CGSize(width: width ?? 0, height: gap(context) + height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    var y = bounds.minY + gap(context)
    let header = context.subviews(part: "header", axis: .vertical)
    let headerHeight = ListRowsLayout.height(header, width: bounds.width, metrics: context.metrics)
    // A plain list's header stays at the top of the list while its section scrolls by,
    // until the section's end pushes it up.
    var headerY = y
    if context.node.environment.listStyleName == PlainListStyle().name {
      let top = LazyStackLayout.viewport(of: context.node).minY
      if top > headerY { headerY = max(min(top, bounds.maxY - headerHeight), y) }
    }
    _ = ListRowsLayout.place(
      header,
      in: CGRect(x: bounds.minX, y: headerY, width: bounds.width, height: headerHeight),
      metrics: context.metrics)
    y += headerHeight
    for rows in [
      context.subviews(axis: .vertical), context.subviews(part: "footer", axis: .vertical),
    ] {
      y += ListRowsLayout.place(
        rows, in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: bounds.maxY - y),
        metrics: context.metrics)
    }
  }

  /// The space above a section of a grouped list: one line.
  private func gap(_ context: LayoutContext) -> CGFloat {
    context.node.environment.isGroupedList ? context.metrics.controlHeight : 0
  }
}
