import Foundation

/// The bar along the bottom of a navigation stack, under the top page's `.bottomBar` and
/// `.status` toolbar items. The stack places it where the items go, or gives it no room
/// when the page has none; backends draw it as they draw a tab bar.
struct BottomToolbar: View, PrimitiveView, NodeLayout {
  typealias Body = Never

  /// As big as the stack makes it.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
}
