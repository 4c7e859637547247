import Foundation

extension NavigationStack: NodeLayout {
  /// A navigation stack fills the space offered: a bar one control high at the top (back
  /// button and leading items at the leading end, the title or principal item in the
  /// middle, the other items at the trailing end), the top page below it, and a bar of
  /// its bottom-bar items along the bottom if it has any. A large title takes a row of
  /// its own under the bar, or the bar itself when nothing else is in it (no room is
  /// wasted on an empty bar).
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let items = ToolbarItems(context)
    return BarContainerLayout.sizeThatFits(
      proposal, context: context,
      extraHeight: largeTitleRow(context, items: items).height + bottomBarHeight(context, items))
  }

  /// The large title, if the top page shows one, and the height of the row it adds.
  private func largeTitleRow(_ context: LayoutContext, items: ToolbarItems) -> (
    title: String?, height: CGFloat
  ) {
    guard let title = NavigationBar.largeTitle(of: context.node) else { return (nil, 0) }
    let barIsEmpty = context.subviews(part: "back").isEmpty && !items.hasTopBarItems
    return (title, barIsEmpty ? 0 : context.metrics.controlHeight)
  }

  /// The height of the bottom bar: a control's, when the top page has items for it.
  private func bottomBarHeight(_ context: LayoutContext, _ items: ToolbarItems) -> CGFloat {
    items.bottom.isEmpty || NavigationBar.isHidden(.bottomBar, in: context.node)
      ? 0 : context.metrics.controlHeight
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let placement = context.node.locals.value { NavigationBarPlacement() }
    let items = ToolbarItems(context)
    placement.isBarHidden = NavigationBar.isHidden(.navigationBar, in: context.node)
    var shown = BarItemVisibility()
    let barHeight = context.metrics.controlHeight
    let gap = context.metrics.defaultSpacing.width
    var content = bounds
    // The bottom bar first: the page ends above it.
    let bottomHeight = bottomBarHeight(context, items)
    placement.bottomBarHeight = bottomHeight
    let bottomBar = CGRect(
      x: bounds.minX, y: bounds.maxY - bottomHeight, width: bounds.width, height: bottomHeight)
    for background in context.subviews(part: "bottomBar") {
      background.place(at: bottomBar.origin, proposal: ProposedViewSize(bottomBar.size))
    }
    if bottomHeight > 0 {
      // The status in the middle, over the bottom items (which a spacer pushes apart).
      let row = bottomBar.insetBy(dx: gap, dy: 0)
      placeInRow(items.bottomBar, in: row, context: context)
      placeInRow(items.status, in: row, context: context, centredOn: row.midX)
      shown.show(items.bottom)
      content.size.height -= bottomHeight
    } else {
      shown.hide(items.bottom, at: bounds.origin)
    }
    defer { shown.record(in: placement) }
    if placement.isBarHidden {
      // No bar: its items take no room (and draw nothing), the page takes all of it.
      for back in context.subviews(part: "back") { back.place(at: bounds.origin, proposal: .zero) }
      shown.hide(items.topBar, at: bounds.origin)
      placement.largeTitle = nil
      placement.hasPrincipal = false
      placePage(in: content, context: context)
      return
    }
    shown.show(items.topBar)
    let bar = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barHeight)
    // Bar items are centred vertically in the bar (a window's bar is taller than a
    // button; in a terminal both are one row).
    func place(_ item: LayoutSubview, _ size: CGSize, at x: CGFloat) {
      item.place(
        at: CGPoint(x: x, y: bar.minY + max(barHeight - size.height, 0) / 2),
        proposal: ProposedViewSize(size))
    }
    let intrinsic = ProposedViewSize(width: nil, height: barHeight)
    var leading = bar.minX + gap
    for item in context.subviews(part: "back") + items.leading.map(\.subview) {
      let size = item.sizeThatFits(intrinsic)
      place(item, size, at: leading)
      leading += size.width + gap
    }
    var trailing = bar.maxX - gap
    for item in items.trailing.map(\.subview).reversed() {
      let size = item.sizeThatFits(intrinsic)
      trailing -= size.width
      place(item, size, at: trailing)
      trailing -= gap
    }
    // The principal item takes the title's place: centred on the bar, moved over to stay
    // clear of the items either side.
    placement.hasPrincipal = !items.principal.isEmpty
    if placement.hasPrincipal {
      let free = CGRect(
        x: leading, y: bar.minY, width: max(trailing - leading, 0), height: barHeight)
      placeInRow(items.principal, in: free, context: context, centredOn: bar.midX)
    }
    // Where the backend draws the title: between the back button and the toolbar, or
    // large on a row of its own under the bar.
    placement.titleSpan = leading...max(leading, trailing)
    let (largeTitle, titleRow) = largeTitleRow(context, items: items)
    placement.largeTitle = largeTitle
    placement.largeTitleOrigin = CGPoint(
      x: bounds.minX + 2 * gap, y: titleRow > 0 ? bar.maxY : bar.minY)
    content.origin.y += barHeight + titleRow
    content.size.height = max(content.height - barHeight - titleRow, 0)
    placePage(in: content, context: context)
  }

  /// Lays `items` out side by side as an `HStack` would, centred in `row` (on `centre`,
  /// when given and there is room): a `Spacer` among them pushes them apart.
  private func placeInRow(
    _ items: [ToolbarItems.Item], in row: CGRect, context: LayoutContext,
    centredOn centre: CGFloat? = nil
  ) {
    let subviews = LayoutSubviews(items.map(\.subview))
    let stack = StackAlgorithm(axis: .horizontal, spacing: nil)
    let proposal = ProposedViewSize(row.size)
    let size = stack.sizeThatFits(proposal, subviews: subviews) { $0[VerticalAlignment.center] }
    let width = min(size.width, row.width)
    var x = row.minX + (row.width - width) / 2
    if let centre { x = min(max(centre - width / 2, row.minX), row.maxX - width) }
    stack.place(
      in: CGRect(
        x: x, y: row.minY + max(row.height - size.height, 0) / 2, width: width,
        height: min(size.height, row.height)),
      proposal: ProposedViewSize(width: width, height: row.height), subviews: subviews
    ) { $0[VerticalAlignment.center] }
  }

  /// Places the top page at the top of `content`, centred across it.
  private func placePage(in content: CGRect, context: LayoutContext) {
    let page = context.subviews()
    let size = ImplicitStack.sizeThatFits(ProposedViewSize(content.size), subviews: page)
    // Centred, as SwiftUI centres a page smaller than the space under the bar.
    ImplicitStack.place(
      in: CGRect(
        x: content.minX + (content.width - size.width) / 2,
        y: content.minY + max(content.height - size.height, 0) / 2, width: size.width,
        height: size.height),
      subviews: page)
  }
}

/// Which toolbar items a stack's layout showed and which it hid, with their bar.
@MainActor
private struct BarItemVisibility {
  var hiddenItems: Set<ObjectIdentifier> = []
  var toolbarsHiding: Set<ObjectIdentifier> = []
  var toolbarsShowing: Set<ObjectIdentifier> = []

  mutating func show(_ items: [ToolbarItems.Item]) {
    toolbarsShowing.formUnion(items.map { ObjectIdentifier($0.toolbar) })
  }

  /// Gives `items` no room, and notes them so that they are not drawn or focused.
  mutating func hide(_ items: [ToolbarItems.Item], at origin: CGPoint) {
    for item in items {
      item.subview.place(at: origin, proposal: .zero)
      hiddenItems.insert(ObjectIdentifier(item.subview.node))
      toolbarsHiding.insert(ObjectIdentifier(item.toolbar))
    }
  }

  /// Tells the renderers and the focus what was hidden: a toolbar's content is left out
  /// when none of its items shows.
  func record(in placement: NavigationBarPlacement) {
    placement.hiddenItems = hiddenItems
    placement.hiddenToolbars = toolbarsHiding.subtracting(toolbarsShowing)
  }
}

/// A modifier that puts views in a navigation bar.
@MainActor
package protocol BarItemsModifier {}

extension ToolbarModifier: BarItemsModifier {}

extension NavigationLink: NodeLayout {
  /// As big as its label, like a button; a list row's link, with its chevron, as wide as
  /// the row.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let labels = context.subviews(part: "label")
    guard let chevron = context.subviews(part: "disclosure").first else {
      return ImplicitStack.sizeThatFits(proposal, subviews: labels)
    }
    let mark = chevron.sizeThatFits(.unspecified)
    let gap = context.metrics.defaultSpacing.width
    let label = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: proposal.width.map { max($0 - mark.width - gap, 0) }, height: nil),
      subviews: labels)
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? label.width + gap + mark.width
    return CGSize(width: width, height: max(label.height, mark.height))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let labels = context.subviews(part: "label")
    guard let chevron = context.subviews(part: "disclosure").first else {
      ImplicitStack.place(in: bounds, subviews: labels)
      return
    }
    let mark = chevron.sizeThatFits(.unspecified)
    let gap = context.metrics.defaultSpacing.width
    let inner = ProposedViewSize(width: max(bounds.width - mark.width - gap, 0), height: nil)
    let label = ImplicitStack.sizeThatFits(inner, subviews: labels)
    ImplicitStack.place(
      in: CGRect(
        x: bounds.minX, y: bounds.midY - label.height / 2, width: label.width,
        height: label.height),
      proposal: inner, subviews: labels)
    chevron.place(
      at: CGPoint(x: bounds.maxX - mark.width, y: bounds.midY - mark.height / 2),
      proposal: ProposedViewSize(mark))
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
