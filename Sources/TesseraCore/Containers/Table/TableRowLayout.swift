import Foundation

/// One row of a table (or its header): its cells side by side in columns whose widths
/// come from the columns alone, never from the cells, so every row lines up.
struct TableRowView<Content: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never

  let widths: [TableColumnWidth]
  let content: Content

  init(widths: [TableColumnWidth], content: Content) {
    self.widths = widths
    self.content = content
  }

  init(widths: [TableColumnWidth], @ViewBuilder content: () -> Content) {
    self.init(widths: widths, content: content())
  }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  var inspectionDescription: String { "TableRow" }
}

extension TableRowView: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let columns = Self.columnWidths(widths, in: proposal.width, spacing: spacing(context))
    let cells = context.subviews(axis: .horizontal)
    let height =
      zip(cells, columns).map { cell, width in
        cell.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
      }.max() ?? 0
    let gaps = spacing(context) * CGFloat(max(columns.count - 1, 0))
    return CGSize(width: columns.reduce(0, +) + gaps, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let gap = spacing(context)
    let columns = Self.columnWidths(widths, in: bounds.width, spacing: gap)
    var x = bounds.minX
    for (cell, width) in zip(context.subviews(axis: .horizontal), columns) {
      let offered = ProposedViewSize(width: width, height: nil)
      let size = cell.sizeThatFits(offered)
      cell.place(
        at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) / 2), proposal: offered)
      x += width + gap
    }
  }

  private func spacing(_ context: LayoutContext) -> CGFloat { context.metrics.defaultSpacing.width }

  /// The widths of the columns in `available` points (their ideal widths when nil):
  /// fixed columns as asked, the others sharing the rest equally within their bounds.
  static func columnWidths(_ widths: [TableColumnWidth], in available: CGFloat?, spacing: CGFloat)
    -> [CGFloat]
  {
    let ideal = widths.map { $0.fixed ?? $0.ideal ?? max($0.minimum ?? 0, 100) }
    guard let available, available.isFinite else { return ideal }
    var result = widths.map { $0.fixed ?? $0.minimum ?? 0 }
    var flexible = Set(widths.indices.filter { widths[$0].fixed == nil })
    var remaining =
      available - spacing * CGFloat(max(widths.count - 1, 0)) - result.reduce(0, +)
    while remaining > 0.5, !flexible.isEmpty {
      let share = remaining / CGFloat(flexible.count)
      for index in flexible {
        let limit = widths[index].maximum ?? .infinity
        let grow = min(share, limit - result[index])
        result[index] += grow
        remaining -= grow
        if result[index] >= limit { flexible.remove(index) }
      }
    }
    return result
  }
}
