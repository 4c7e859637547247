import Foundation

extension NavigationStack: NodeLayout {
  /// A navigation stack fills the space offered: a bar one control high at the top (back
  /// button at the leading end, title in the middle, toolbar items at the trailing end),
  /// and the top page below it. A large title takes a row of its own under the bar, or
  /// the bar itself when nothing else is in it (no room is wasted on an empty bar).
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    BarContainerLayout.sizeThatFits(
      proposal, context: context, extraHeight: largeTitleRow(context).height)
  }

  /// The large title, if the top page shows one, and the height of the row it adds.
  private func largeTitleRow(_ context: LayoutContext) -> (title: String?, height: CGFloat) {
    guard let title = NavigationBar.largeTitle(of: context.node) else { return (nil, 0) }
    let barIsEmpty =
      context.subviews(part: "back").isEmpty && toolbarItems(context).isEmpty
    return (title, barIsEmpty ? 0 : context.metrics.controlHeight)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let placement = context.node.locals.value { NavigationBarPlacement() }
    placement.isBarHidden = NavigationBar.isHidden(in: context.node)
    if placement.isBarHidden {
      // No bar: its items take no room (and draw nothing), the page takes all of it.
      for item in context.subviews(part: "back") + toolbarItems(context) {
        item.place(at: bounds.origin, proposal: .zero)
      }
      placement.largeTitle = nil
      placePage(in: bounds, context: context)
      return
    }
    let barHeight = context.metrics.controlHeight
    let bar = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barHeight)
    let gap = context.metrics.defaultSpacing.width
    // Bar items are centred vertically in the bar (a window's bar is taller than a
    // button; in a terminal both are one row).
    var leading = bar.minX + gap
    for back in context.subviews(part: "back") {
      let size = back.sizeThatFits(ProposedViewSize(width: nil, height: barHeight))
      back.place(
        at: CGPoint(x: leading, y: bar.minY + max(barHeight - size.height, 0) / 2),
        proposal: ProposedViewSize(width: nil, height: barHeight))
      leading += size.width + gap
    }
    var trailing = bar.maxX - gap
    for item in toolbarItems(context).reversed() {
      let size = item.sizeThatFits(ProposedViewSize(width: nil, height: barHeight))
      trailing -= size.width
      item.place(
        at: CGPoint(x: trailing, y: bar.minY + max(barHeight - size.height, 0) / 2),
        proposal: ProposedViewSize(size))
      trailing -= gap
    }
    // Where the backend draws the title: between the back button and the toolbar, or
    // large on a row of its own under the bar.
    placement.titleSpan = leading...max(leading, trailing)
    let (largeTitle, titleRow) = largeTitleRow(context)
    placement.largeTitle = largeTitle
    placement.largeTitleOrigin = CGPoint(
      x: bounds.minX + 2 * gap, y: titleRow > 0 ? bar.maxY : bar.minY)
    let content = CGRect(
      x: bounds.minX, y: bar.maxY + titleRow, width: bounds.width,
      height: max(bounds.height - barHeight - titleRow, 0))
    placePage(in: content, context: context)
  }

  /// Places the top page at the top of `content`, centred across it.
  private func placePage(in content: CGRect, context: LayoutContext) {
    let page = context.subviews()
    let size = ImplicitStack.sizeThatFits(ProposedViewSize(content.size), subviews: page)
    ImplicitStack.place(
      in: CGRect(
        x: content.minX + (content.width - size.width) / 2, y: content.minY, width: size.width,
        height: size.height),
      subviews: page)
  }

  /// The toolbar items of the top page, outside nested stacks and presentations.
  private func toolbarItems(_ context: LayoutContext) -> [LayoutSubview] {
    guard let top = context.node.children.last(where: { !$0.key.isPart }) else { return [] }
    var items: [LayoutSubview] = []
    ElementTree.walk(top) { node in
      if node !== top, node.view(as: (any NavigationContainer).self) != nil { return false }
      if node.view(as: (any PresentationElement).self) != nil { return false }
      if node.primitiveModifier is any BarItemsModifier {
        items += context.engine.subviews(of: node, part: "toolbar", axis: .horizontal)
      }
      return true
    }
    return items
  }
}

/// A modifier that puts views in a navigation bar.
@MainActor
package protocol BarItemsModifier {}

extension ToolbarModifier: BarItemsModifier {}

extension NavigationLink: NodeLayout {
  /// As big as its label, like a button.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews(part: "label"))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ImplicitStack.place(in: bounds, subviews: context.subviews(part: "label"))
  }
}

/// The size of a container with a bar one control high (a navigation stack, a tab view):
/// all the space offered, or the content's size plus the bar where nothing is offered.
@MainActor
enum BarContainerLayout {
  static func sizeThatFits(
    _ proposal: ProposedViewSize, context: LayoutContext, extraHeight: CGFloat = 0
  ) -> CGSize {
    let bar = context.metrics.controlHeight + extraHeight
    let page = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bar, 0) }),
      subviews: context.subviews())
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : page.width } ?? page.width,
      height: proposal.height.map { $0.isFinite ? $0 : page.height + bar } ?? page.height + bar)
  }
}
