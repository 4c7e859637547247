import Foundation

/// Backgrounds and overlays take the size of the content they decorate: the content is
/// laid out as if undecorated, and the decoration is offered the content's size and
/// aligned within it. Several decoration views are layered as in a `ZStack` with the
/// decoration's alignment, as SwiftUI does.
@MainActor
enum DecorationLayout {
  static func place(
    part: String, alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize,
    context: LayoutContext
  ) {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    let decoration = context.subviews(part: part)
    let offered = ProposedViewSize(bounds.size)
    guard decoration.count > 1 else {
      FrameAlignment.place(decoration, proposal: offered, in: bounds, alignment: alignment)
      return
    }
    var cache = StackLayoutCache()
    ZStackLayout(alignment: alignment).placeSubviews(
      in: bounds, proposal: offered, subviews: decoration, cache: &cache)
  }
}

extension BackgroundModifier: NodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    DecorationLayout.place(
      part: "background", alignment: alignment, in: bounds, proposal: proposal, context: context)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    ContentGuides.value(guide, contentSize: size, context: context)
  }
}

extension OverlayModifier: NodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    DecorationLayout.place(
      part: "overlay", alignment: alignment, in: bounds, proposal: proposal, context: context)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    ContentGuides.value(guide, contentSize: size, context: context)
  }
}
