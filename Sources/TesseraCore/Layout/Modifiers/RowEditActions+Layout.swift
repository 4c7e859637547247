import Foundation

extension RowEditActions: NodeLayout {
  /// The row, with its delete button before it and its move buttons after it while
  /// editing.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let sides = sideWidths(context)
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - sides.leading - sides.trailing, 0) },
      height: proposal.height)
    let content = ImplicitStack.sizeThatFits(inner, subviews: context.subviews())
    let parts = ["delete", "move"].map {
      ImplicitStack.sizeThatFits(.unspecified, subviews: context.subviews(part: $0)).height
    }
    // The move buttons sit at the trailing edge of the row, however wide its content.
    let ideal = content.width + sides.leading + sides.trailing
    let width =
      sides.trailing > 0
      ? proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
      : ideal
    return CGSize(width: width, height: max(content.height, parts.max() ?? 0))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let sides = sideWidths(context)
    let inner = CGRect(
      x: bounds.minX + sides.leading, y: bounds.minY,
      width: max(bounds.width - sides.leading - sides.trailing, 0), height: bounds.height)
    // The row's content at the leading edge, as a list places a row.
    let proposal = ProposedViewSize(inner.size)
    let content = ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
    ImplicitStack.place(
      in: CGRect(
        x: inner.minX, y: inner.minY + (inner.height - content.height) / 2,
        width: content.width, height: content.height),
      proposal: proposal, subviews: context.subviews())
    let trailing = bounds.maxX - sides.trailing + gap(context)
    for (part, x) in [("delete", bounds.minX), ("move", trailing)] {
      let subviews = context.subviews(part: part)
      let size = ImplicitStack.sizeThatFits(.unspecified, subviews: subviews)
      ImplicitStack.place(
        in: CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height),
        subviews: subviews)
    }
  }

  /// The room the delete button takes at the leading edge and the move buttons at the
  /// trailing edge, each with a gap; zero when not shown.
  private func sideWidths(_ context: LayoutContext) -> (leading: CGFloat, trailing: CGFloat) {
    let widths = ["delete", "move"].map { part -> CGFloat in
      let width = ImplicitStack.sizeThatFits(.unspecified, subviews: context.subviews(part: part))
        .width
      return width > 0 ? width + gap(context) : 0
    }
    return (widths[0], widths[1])
  }

  private func gap(_ context: LayoutContext) -> CGFloat { context.metrics.defaultSpacing.width }
}
