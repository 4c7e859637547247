import Foundation

/// Where a navigation stack's layout put its bars: the free stretch of the top bar for
/// the title, the large title's row, the bottom bar, and which toolbar items it hid.
package final class NavigationBarPlacement {
  /// The free stretch of the bar, in points, for an inline title.
  package var titleSpan: ClosedRange<CGFloat> = 0...0
  /// The large title shown under the bar, or nil for an inline one.
  package var largeTitle: String?
  /// Where the large title's row starts.
  package var largeTitleOrigin: CGPoint = .zero
  /// Whether the top page hid the bar: nothing is drawn for it.
  package var isBarHidden = false
  /// Whether a `.principal` toolbar item stands in the inline title's place.
  package var hasPrincipal = false
  /// The height of the bar along the bottom (0 without one).
  package var bottomBarHeight: CGFloat = 0
  /// The toolbar items (laid-out nodes) of a hidden bar.
  var hiddenItems: Set<ObjectIdentifier> = []
  /// The `toolbar` contents all of whose items are in hidden bars.
  var hiddenToolbars: Set<ObjectIdentifier> = []
}

extension ViewNode {
  /// Whether this is the back button or a toolbar's content in a bar that the stack's
  /// page hid, or an item of a tab bar that the shown page hid: backends draw nothing of
  /// it (it is laid out with no size). Cheap for any other node, so renderers ask it of
  /// every child.
  package var isHiddenBarPart: Bool {
    guard key.isPart else { return false }
    if isItemOfHiddenTabBar { return true }
    guard key.slot == .part("back") || key.slot == .part("toolbar") else { return false }
    // A toolbar that no stack shows (given outside any navigation stack) shows nothing,
    // as on an iPhone.
    guard let placement = barPlacement else { return key.slot == .part("toolbar") }
    return key.slot == .part("back")
      ? placement.isBarHidden : placement.hiddenToolbars.contains(ObjectIdentifier(self))
  }

  /// Whether this node is in the back button or a toolbar item of a bar that the stack's
  /// page hid, or in an item of a hidden tab bar (a control there is no focus stop).
  package var isInHiddenBar: Bool {
    var path: [ObjectIdentifier] = []
    var current: ViewNode? = self
    while let node = current {
      if node.isItemOfHiddenTabBar { return true }
      if node.key.slot == .part("back") || node.key.slot == .part("toolbar") {
        guard let placement = node.barPlacement else { return node.key.slot == .part("toolbar") }
        if node.key.slot == .part("back") { return placement.isBarHidden }
        return placement.hiddenToolbars.contains(ObjectIdentifier(node))
          || path.contains { placement.hiddenItems.contains($0) }
      }
      if node.view(as: (any NavigationContainer).self) != nil { return false }
      path.append(ObjectIdentifier(node))
      current = node.parent
    }
    return false
  }

  /// Whether this is an item of a tab bar that the shown page hid.
  private var isItemOfHiddenTabBar: Bool {
    key.isPart && view(as: TabBarItem.self) != nil
      && parent?.locals[TabBarPlacement.self]?.isHidden == true
  }

  /// The placement of the bar this back button or toolbar content shows in: its stack's,
  /// or, for a toolbar given to a split view, that of the stack that shows it.
  private var barPlacement: NavigationBarPlacement? {
    enclosingStackPlacement ?? locals[SplitViewToolbar.self]?.placement
  }

  private var enclosingStackPlacement: NavigationBarPlacement? {
    var ancestor = parent
    while let current = ancestor {
      if current.view(as: (any NavigationContainer).self) != nil {
        return current.locals[NavigationBarPlacement.self]
      }
      ancestor = current.parent
    }
    return nil
  }
}
