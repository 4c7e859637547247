import Foundation

/// How several views are laid out where one is expected (a modifier applied to a group,
/// a window whose root has several views): in a centred vertical stack with default
/// spacing, as SwiftUI does for a window's root.
@MainActor
enum ImplicitStack {
  static func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    switch subviews.count {
    case 0: return .zero
    case 1: return subviews[0].sizeThatFits(proposal)
    default:
      var cache = StackLayoutCache()
      return VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  static func place(in bounds: CGRect, subviews: LayoutSubviews) {
    switch subviews.count {
    case 0: return
    case 1:
      let proposal = ProposedViewSize(bounds.size)
      subviews[0].place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    default:
      var cache = StackLayoutCache()
      VStackLayout().placeSubviews(
        in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
    }
  }
}
