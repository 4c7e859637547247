import Foundation

extension TabView: NodeLayout {
  /// A tab view fills the space offered: the selected tab above, a tab bar one control
  /// high along the bottom with its items side by side in equal widths.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    BarContainerLayout.sizeThatFits(proposal, context: context)
  }

  /// Shown as pages, the selected page takes the space above a row of dots (when it has
  /// them), which sit side by side in the middle.
  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let barHeight = context.metrics.controlHeight
    let dots = context.node.children.filter {
      $0.key.isPart && $0.view(as: PageIndexDot.self) != nil
    }
    if !dots.isEmpty {
      let proposal = ProposedViewSize(width: nil, height: barHeight)
      let sizes: [CGSize] = dots.map { context.engine.sizeThatFits($0, proposal, axis: nil) }
      // As much room between dots as a bar leaves around one: none in the terminal, whose
      // symbols take two cells and so bring their own room.
      let symbol = context.metrics.symbolSize
      let spacing: CGFloat = max(context.metrics.controlHeight - symbol.height, 0) / 2
      let widths: CGFloat = sizes.reduce(0) { $0 + $1.width }
      let total: CGFloat = widths + spacing * CGFloat(dots.count - 1)
      var x = bounds.midX - total / 2
      for (dot, size) in zip(dots, sizes) {
        let slot = CGRect(x: x, y: bounds.maxY - barHeight, width: size.width, height: barHeight)
        context.engine.place(dot, in: slot, proposal: ProposedViewSize(slot.size), axis: nil)
        x += size.width + spacing
      }
    }
    let allItems = context.node.children.filter {
      $0.key.isPart && $0.view(as: TabBarItem.self) != nil
    }
    // A page that hides the tab bar gives its row to the content.
    let placement = context.node.locals.value { TabBarPlacement() }
    placement.isHidden = !allItems.isEmpty && context.node.selectedTabHidesTabBar()
    for item in allItems where placement.isHidden {
      context.engine.place(
        item, in: CGRect(origin: bounds.origin, size: .zero), proposal: .zero, axis: nil)
    }
    let items = placement.isHidden ? [] : allItems
    let reserved = items.isEmpty && dots.isEmpty ? 0 : barHeight
    let width = items.isEmpty ? 0 : bounds.width / CGFloat(items.count)
    for (index, item) in items.enumerated() {
      let slot = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: bounds.maxY - barHeight, width: width,
        height: barHeight)
      context.engine.place(item, in: slot, proposal: ProposedViewSize(slot.size), axis: nil)
    }
    let content = CGRect(
      x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - reserved, 0)
    )
    let page = context.subviews()
    let size = ImplicitStack.sizeThatFits(ProposedViewSize(content.size), subviews: page)
    ImplicitStack.place(in: content.centered(size), subviews: page)
  }
}

extension TabBarItem: NodeLayout {
  /// As wide as offered, and as tall as a bar (or its label, if taller), never taller
  /// than offered: in a bar of the app's own, its items take the bar's rows, not half the
  /// window. The label is centred.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let label = ImplicitStack.sizeThatFits(proposal, subviews: context.subviews(part: "label"))
    let height = max(label.height, context.metrics.controlHeight)
    return CGSize(
      width: proposal.width ?? label.width,
      height: proposal.height.map { min($0, height) } ?? height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let labels = context.subviews(part: "label")
    let size = ImplicitStack.sizeThatFits(proposal, subviews: labels)
    ImplicitStack.place(in: bounds.centered(size), subviews: labels)
  }
}
