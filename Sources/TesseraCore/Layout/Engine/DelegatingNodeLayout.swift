import Foundation

/// A view or modifier whose layout is another layout's: it names the layout, and the
/// three `NodeLayout` requirements forward to it.
@MainActor
package protocol DelegatingNodeLayout: NodeLayout {
  /// The layout doing the work.
  associatedtype Delegate: NodeLayout
  /// The layout doing the work, made from this value's arguments.
  var delegateLayout: Delegate { get }
}

extension DelegatingNodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    delegateLayout.sizeThatFits(proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    delegateLayout.placeSubviews(in: bounds, proposal: proposal, context: context)
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    delegateLayout.explicitAlignment(guide, size: size, context: context)
  }
}
