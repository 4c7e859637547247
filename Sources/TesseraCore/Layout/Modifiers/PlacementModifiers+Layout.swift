import Foundation

extension FixedSizeModifier: NodeLayout {
  /// The content gets no proposal (its ideal size) on the fixed axes.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(fixed(proposal), subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    FrameAlignment.place(
      context.subviews(), proposal: fixed(proposal), in: bounds,
      alignment: .center)
  }

  /// The content's guides, moved to where it is placed.
  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    FrameAlignment.guide(
      guide, of: context.subviews(), proposal: fixed(ProposedViewSize(size)), in: size,
      alignment: .center)
  }

  private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

extension AspectRatioModifier: NodeLayout {
  /// The content is offered the largest size of the ratio that fits the proposal (`.fit`)
  /// or the smallest that covers it (`.fill`); without a ratio, the content's ideal
  /// size gives it.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(constrained(proposal, context), subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    FrameAlignment.place(
      context.subviews(), proposal: constrained(proposal, context),
      in: bounds, alignment: .center)
  }

  /// The content's guides, moved to where it is placed.
  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    FrameAlignment.guide(
      guide, of: context.subviews(), proposal: constrained(ProposedViewSize(size), context),
      in: size, alignment: .center)
  }

  private func constrained(_ proposal: ProposedViewSize, _ context: LayoutContext)
    -> ProposedViewSize
  {
    let ideal = ImplicitStack.sizeThatFits(.unspecified, subviews: context.subviews())
    let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?):
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fitsByWidth = byWidth.height <= height
      let chosen = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
      guard chosen.width.isFinite, chosen.height.isFinite else {
        return ProposedViewSize(fitsByWidth ? byWidth : byHeight)
      }
      return ProposedViewSize(chosen)
    }
  }
}

extension OffsetModifier: NodeLayout {
  /// Moves the content when drawn; its size and its place in layout do not change.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ImplicitStack.place(
      in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal,
      subviews: context.subviews())
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    ContentGuides.value(
      guide, of: context.subviews(), proposal: ProposedViewSize(size), at: .zero)
  }
}

extension PositionModifier: NodeLayout {
  /// Takes all the space offered and centres the content on `position` within it.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let subviews = context.subviews()
    guard !subviews.isEmpty else { return }
    let size = ImplicitStack.sizeThatFits(proposal, subviews: subviews)
    ImplicitStack.place(
      in: CGRect(
        x: bounds.minX + position.x - size.width / 2,
        y: bounds.minY + position.y - size.height / 2, width: size.width, height: size.height),
      proposal: proposal, subviews: subviews)
  }
}
