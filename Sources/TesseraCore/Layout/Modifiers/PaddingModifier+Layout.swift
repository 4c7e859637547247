import Foundation

extension PaddingModifier: NodeLayout {
  /// The insets applied: explicit ones, or `length` (else the backend's default padding)
  /// on the padded edges.
  private func resolvedInsets(_ context: LayoutContext) -> EdgeInsets {
    if let explicitInsets { return explicitInsets }
    if let length { return EdgeInsets(edges, length) }
    let defaults = context.metrics.defaultPadding
    return EdgeInsets(
      top: edges.contains(.top) ? defaults.top : 0,
      leading: edges.contains(.leading) ? defaults.leading : 0,
      bottom: edges.contains(.bottom) ? defaults.bottom : 0,
      trailing: edges.contains(.trailing) ? defaults.trailing : 0)
  }

  /// The content is offered the proposal less the insets; the result is the content's
  /// size plus the insets. Negative insets shrink the frame so the content overlaps.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let insets = resolvedInsets(context)
    let content = ImplicitStack.sizeThatFits(
      Self.inner(proposal, insets), subviews: context.subviews())
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let insets = resolvedInsets(context)
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    ImplicitStack.place(
      in: inner, proposal: Self.inner(proposal, insets), subviews: context.subviews())
  }

  /// What the content is offered: the proposal less the insets.
  private static func inner(_ proposal: ProposedViewSize, _ insets: EdgeInsets)
    -> ProposedViewSize
  {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    let insets = resolvedInsets(context)
    let content = CGSize(
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
    return ContentGuides.value(
      guide, of: context.subviews(), proposal: ProposedViewSize(content),
      at: CGPoint(x: insets.leading, y: insets.top))
  }
}
