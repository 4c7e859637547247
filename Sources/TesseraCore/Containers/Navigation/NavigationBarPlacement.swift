import Foundation

/// Where a navigation stack's layout put its title: the free stretch of the bar between
/// the back button and the toolbar items, and the large title's row, if any.
package final class NavigationBarPlacement {
  /// The free stretch of the bar, in points, for an inline title.
  package var titleSpan: ClosedRange<CGFloat> = 0...0
  /// The large title shown under the bar, or nil for an inline one.
  package var largeTitle: String?
  /// Where the large title's row starts.
  package var largeTitleOrigin: CGPoint = .zero
  /// Whether the top page hid the bar: nothing is drawn for it.
  package var isBarHidden = false
}

extension ViewNode {
  /// Whether this is the back button or a toolbar item of a navigation stack whose page
  /// hid the bar: backends draw nothing of it (it is laid out with no size). Cheap for
  /// any other node, so renderers ask it of every child.
  package var isHiddenBarPart: Bool {
    guard key.slot == .part("back") || key.slot == .part("toolbar") else { return false }
    return enclosingStackHidesBar
  }

  /// Whether this node is in the back button or a toolbar item of a stack whose page hid
  /// the bar (a control there is no focus stop).
  package var isInHiddenBar: Bool {
    var current: ViewNode? = self
    while let node = current {
      if node.key.slot == .part("back") || node.key.slot == .part("toolbar") {
        return node.enclosingStackHidesBar
      }
      if node.view(as: (any NavigationContainer).self) != nil { return false }
      current = node.parent
    }
    return false
  }

  private var enclosingStackHidesBar: Bool {
    var ancestor = parent
    while let current = ancestor {
      if current.view(as: (any NavigationContainer).self) != nil {
        return current.locals[NavigationBarPlacement.self]?.isBarHidden == true
      }
      ancestor = current.parent
    }
    return false
  }
}
