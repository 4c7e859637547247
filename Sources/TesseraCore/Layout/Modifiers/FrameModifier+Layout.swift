import Foundation

extension FrameModifier: NodeLayout {
  /// A fixed dimension is proposed to the content and is the frame's size; an unset one
  /// passes the proposal through and takes the content's size.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let content = contentSize(proposal, context)
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let inner = ProposedViewSize(
      width: width ?? proposal.width, height: height ?? proposal.height)
    FrameAlignment.place(context.subviews(), proposal: inner, in: bounds, alignment: alignment)
  }

  /// The content's guides, moved to where the frame places it.
  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    FrameAlignment.guide(
      guide, of: context.subviews(),
      proposal: ProposedViewSize(width: width ?? size.width, height: height ?? size.height),
      in: size, alignment: alignment)
  }

  private func contentSize(_ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(
      ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
      subviews: context.subviews())
  }
}

extension FlexibleFrameModifier: NodeLayout {
  /// SwiftUI's flexible frame: the content is offered the proposal clamped to the limits
  /// (ideal sizes standing in for an unspecified proposal). With both limits set the
  /// frame takes the clamped proposal; with one, the proposal is clamped against the
  /// content's size on that side; with none, the frame takes the content's size.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let content = ImplicitStack.sizeThatFits(
      contentProposal(proposal), subviews: context.subviews())
    return CGSize(
      width: Self.resolve(
        proposal.width, ideal: idealWidth, min: minWidth, max: maxWidth, content: content.width),
      height: Self.resolve(
        proposal.height, ideal: idealHeight, min: minHeight, max: maxHeight,
        content: content.height))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    FrameAlignment.place(
      context.subviews(), proposal: contentProposal(proposal), in: bounds,
      alignment: alignment)
  }

  /// The content's guides, moved to where the frame places it.
  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    FrameAlignment.guide(
      guide, of: context.subviews(), proposal: contentProposal(ProposedViewSize(size)),
      in: size, alignment: alignment)
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: Self.clamp(proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
      height: Self.clamp(proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
  }

  private static func clamp(_ value: CGFloat?, min lower: CGFloat?, max upper: CGFloat?)
    -> CGFloat?
  {
    guard var value else { return nil }
    if let upper { value = Swift.min(value, upper) }
    if let lower { value = Swift.max(value, lower) }
    return value
  }

  private static func resolve(
    _ proposed: CGFloat?, ideal: CGFloat?, min lower: CGFloat?, max upper: CGFloat?,
    content: CGFloat
  ) -> CGFloat {
    let offered = proposed ?? ideal
    switch (lower, upper) {
    case (nil, nil):
      return proposed == nil ? (ideal ?? content) : content
    case (let lower?, let upper?):
      guard let offered else { return Swift.max(Swift.min(content, upper), lower) }
      return clamp(offered, min: lower, max: upper) ?? content
    case (let lower?, nil):
      guard let offered, offered < content else { return Swift.max(content, lower) }
      return Swift.max(offered, lower)
    case (nil, let upper?):
      guard let offered, offered > content else { return Swift.min(content, upper) }
      return Swift.min(offered, upper)
    }
  }
}

/// Places content inside a frame on the frame's alignment.
@MainActor
enum FrameAlignment {
  static func place(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, in bounds: CGRect,
    alignment: Alignment
  ) {
    guard !subviews.isEmpty else { return }
    if subviews.count > 1 {
      let size = ImplicitStack.sizeThatFits(proposal, subviews: subviews)
      ImplicitStack.place(
        in: aligned(size, in: bounds, alignment: alignment), proposal: proposal,
        subviews: subviews)
      return
    }
    let offset = origin(of: subviews[0].dimensions(in: proposal), in: bounds.size, alignment)
    subviews[0].place(
      at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
  }

  /// Where a single content view of `dimensions` goes in a frame of `size`, relative to
  /// the frame's top leading corner: its guides on the frame's.
  static func origin(of dimensions: ViewDimensions, in size: CGSize, _ alignment: Alignment)
    -> CGPoint
  {
    let frame = ViewDimensions(size: size)
    return CGPoint(
      x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
      y: frame[alignment.vertical] - dimensions[alignment.vertical])
  }

  /// `guide` of a frame of `size` holding `subviews` offered `proposal`: the guide its
  /// single content view sets, moved to where the frame places that view.
  static func guide(
    _ guide: AlignmentGuideKey, of subviews: LayoutSubviews, proposal: ProposedViewSize,
    in size: CGSize, alignment: Alignment
  ) -> CGFloat? {
    guard subviews.count == 1 else { return nil }
    let dimensions = subviews[0].dimensions(in: proposal)
    return ContentGuides.value(
      guide, of: dimensions, at: origin(of: dimensions, in: size, alignment))
  }

  static func aligned(_ size: CGSize, in bounds: CGRect, alignment: Alignment) -> CGRect {
    let frame = ViewDimensions(size: bounds.size)
    let content = ViewDimensions(size: size)
    return CGRect(
      x: bounds.minX + frame[alignment.horizontal] - content[alignment.horizontal],
      y: bounds.minY + frame[alignment.vertical] - content[alignment.vertical],
      width: size.width, height: size.height)
  }
}
