import Foundation

/// The toolbar items of a navigation stack's top page (outside nested stacks and
/// presentations), sorted by where their placement puts them.
@MainActor
struct ToolbarItems {
  /// One item: a subview laid out in a bar, and the `toolbar` content it came from.
  struct Item {
    let subview: LayoutSubview
    /// The node of the `toolbar` modifier's content the item belongs to.
    let toolbar: ViewNode
  }

  private(set) var leading: [Item] = []
  private(set) var principal: [Item] = []
  private(set) var trailing: [Item] = []
  private(set) var bottomBar: [Item] = []
  private(set) var status: [Item] = []

  /// The items of the bar along the bottom.
  var bottom: [Item] { bottomBar + status }
  /// The items of the bar at the top.
  var topBar: [Item] { leading + principal + trailing }
  /// Whether the bar at the top has items of the page (a large title then takes a row of
  /// its own).
  var hasTopBarItems: Bool { !topBar.isEmpty }

  /// The items of `context`'s stack; for the stack that shows a split view's toolbar (its
  /// detail column's, or its one stack when collapsed), also those given to the split view
  /// itself, as the window's toolbar takes them on a Mac and the detail's bar on an iPad.
  init(_ context: LayoutContext) {
    guard let top = context.node.children.last(where: { !$0.key.isPart }) else { return }
    ElementTree.walk(top) { node in
      if node !== top, node.view(as: (any NavigationContainer).self) != nil { return false }
      if node.view(as: (any PresentationElement).self) != nil { return false }
      addToolbar(of: node, context)
      return true
    }
    if context.environment.showsSplitViewToolbar { addToolbarsAroundSplitView(context) }
  }

  /// Adds the items of `node`'s `toolbar` content, if it has one; that content.
  @discardableResult
  private mutating func addToolbar(of node: ViewNode, _ context: LayoutContext) -> ViewNode? {
    guard node.primitiveModifier is any BarItemsModifier,
      let toolbar = node.children.first(where: { $0.key.slot == .part("toolbar") })
    else { return nil }
    for subview in context.engine.subviews(of: node, part: "toolbar", axis: .horizontal) {
      add(Item(subview: subview, toolbar: toolbar))
    }
    return toolbar
  }

  /// Adds the toolbars given to the split view around `context`'s stack: up to the split
  /// view, then out through its modifiers and the views that hold it alone.
  private mutating func addToolbarsAroundSplitView(_ context: LayoutContext) {
    var current = context.node.parent
    while let node = current, node.view(as: (any SplitViewContainer).self) == nil {
      current = node.parent
    }
    let placement = context.node.locals.value { NavigationBarPlacement() }
    while let node = current {
      if node.view(as: (any NavigationContainer).self) != nil
        || node.view(as: (any PresentationElement).self) != nil
      {
        break
      }
      if let toolbar = addToolbar(of: node, context) {
        toolbar.locals[SplitViewToolbar.self] = SplitViewToolbar(placement: placement)
      }
      guard node.children.filter({ !$0.key.isPart }).count <= 1 else { break }
      current = node.parent
    }
  }

  private mutating func add(_ item: Item) {
    switch Self.position(of: item) {
    case .leading: leading.append(item)
    case .principal: principal.append(item)
    case .trailing: trailing.append(item)
    case .bottom: bottomBar.append(item)
    case .status: status.append(item)
    }
  }

  /// Where the innermost `ToolbarItem` or `ToolbarItemGroup` around the item puts it (an
  /// item given bare goes where `.automatic` does).
  private static func position(of item: Item) -> ToolbarItemPosition {
    var current: ViewNode? = item.subview.node
    while let node = current {
      if let placed = node.view(as: (any PlacedToolbarContent).self) {
        return placed.placement.position
      }
      if node === item.toolbar { break }
      current = node.parent
    }
    return ToolbarItemPlacement.automatic.position
  }
}
