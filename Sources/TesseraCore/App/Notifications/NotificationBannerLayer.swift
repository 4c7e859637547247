import Foundation

/// Puts the app's notification banners over the top of the window (whatever the size of
/// the window's content). Part of every window rather than of the app's views, it is not
/// listed in snapshots.
struct NotificationBannerLayer: PrimitiveModifier, NodeLayout {
  typealias Body = Never

  private static let part = "notificationBanners"

  func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    guard let banners = node.graph?.notificationBanners else { return }
    let stack = NotificationBannerStack(banners: banners)
    children.append(stack, key: ChildKey(.part(Self.part), for: stack))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    let window = CGRect(origin: .zero, size: context.node.graph?.windowSize ?? bounds.size)
    FrameAlignment.place(
      context.subviews(part: Self.part), proposal: ProposedViewSize(window.size), in: window,
      alignment: .top)
  }
}

/// The banners shown, one under another; nothing when there are none.
struct NotificationBannerStack: View {
  @ObservedObject var banners: NotificationBanners

  var body: some View {
    if !banners.shown.isEmpty {
      VStack(spacing: 4) {
        ForEach(banners.shown) { banner in
          NotificationBannerView(banner: banner) { banners.open(banner) }
        }
      }
      .padding(.horizontal)
    }
  }
}
