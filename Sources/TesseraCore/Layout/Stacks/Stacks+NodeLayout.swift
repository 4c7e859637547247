import Foundation

extension HStack: NodeLayout {
  private var adapter: LayoutAdapter<HStackLayout> {
    LayoutAdapter(layout: HStackLayout(alignment: alignment, spacing: spacing))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    adapter.sizeThatFits(proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    adapter.placeSubviews(in: bounds, proposal: proposal, context: context)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    adapter.explicitAlignment(guide, size: size, context: context)
  }
}

extension VStack: NodeLayout {
  private var adapter: LayoutAdapter<VStackLayout> {
    LayoutAdapter(layout: VStackLayout(alignment: alignment, spacing: spacing))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    adapter.sizeThatFits(proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    adapter.placeSubviews(in: bounds, proposal: proposal, context: context)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    adapter.explicitAlignment(guide, size: size, context: context)
  }
}

extension ZStack: NodeLayout {
  private var adapter: LayoutAdapter<ZStackLayout> {
    LayoutAdapter(layout: ZStackLayout(alignment: alignment))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    adapter.sizeThatFits(proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    adapter.placeSubviews(in: bounds, proposal: proposal, context: context)
  }
}
