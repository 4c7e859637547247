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

  /// Places `subviews` in `bounds`, sized for `proposal`: the proposal they were measured
  /// with (by default, the size of `bounds`).
  static func place(
    in bounds: CGRect, proposal: ProposedViewSize? = nil, subviews: LayoutSubviews
  ) {
    let proposal = proposal ?? ProposedViewSize(bounds.size)
    switch subviews.count {
    case 0: return
    case 1:
      subviews[0].place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    default:
      var cache = StackLayoutCache()
      VStackLayout().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
