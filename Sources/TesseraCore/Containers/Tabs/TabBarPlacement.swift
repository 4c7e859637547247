import Foundation

/// Whether a tab view's layout showed its tab bar: the page shown in the selected tab
/// hides it with `toolbar(.hidden, for: .tabBar)`, as a detail page often does.
package final class TabBarPlacement {
  /// Whether the tab bar is hidden: its items take no room and draw nothing.
  package var isHidden = false
}

extension ViewNode {
  /// Whether what this tab view shows asks for the tab bar to be hidden: the innermost
  /// `toolbar(_:for: .tabBar)` in the selected tab, through the top pages of its
  /// navigation stacks (not covered pages, other tab views or presentations).
  func selectedTabHidesTabBar() -> Bool {
    var visibility: Visibility?
    func visit(_ node: ViewNode) {
      if let modifier = node.primitiveModifier as? BarVisibilityModifier,
        modifier.applies(to: .tabBar)
      {
        visibility = modifier.visibility
      }
      if node.view(as: (any PresentationElement).self) != nil { return }
      if node.view(as: (any TabContainer).self) != nil { return }
      for child in node.children where !child.concealsContent { visit(child) }
    }
    guard let selected = children.first(where: { !$0.key.isPart && !$0.concealsContent })
    else { return false }
    visit(selected)
    return visibility == .hidden
  }
}
