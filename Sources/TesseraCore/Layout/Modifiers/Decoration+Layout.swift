import Foundation

/// Backgrounds and overlays take the size of the content they decorate: the content is
/// laid out as if undecorated, and the decoration is offered the content's size and
/// aligned within it. Several decoration views are layered as in a `ZStack` with the
/// decoration's alignment, as SwiftUI does.
@MainActor
package protocol DecorationLayout: NodeLayout {
  /// The part holding the decoration's views.
  var decorationPart: String { get }
  /// How the decoration lines up with the content.
  var alignment: Alignment { get }
}

extension DecorationLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    let decoration = context.subviews(part: decorationPart)
    let offered = ProposedViewSize(bounds.size)
    guard decoration.count > 1 else {
      FrameAlignment.place(decoration, proposal: offered, in: bounds, alignment: alignment)
      return
    }
    var cache = StackLayoutCache()
    ZStackLayout(alignment: alignment).placeSubviews(
      in: bounds, proposal: offered, subviews: decoration, cache: &cache)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    ContentGuides.value(
      guide, of: context.subviews(), proposal: ProposedViewSize(size), at: .zero)
  }
}

extension BackgroundModifier: DecorationLayout {
  package var decorationPart: String { "background" }
}

extension OverlayModifier: DecorationLayout {
  package var decorationPart: String { "overlay" }
}

extension CompositingModifier: DecorationLayout {
  package var decorationPart: String { "mask" }
  package var alignment: Alignment {
    if case .mask(_, let alignment) = effect { return alignment }
    return .center
  }
}
