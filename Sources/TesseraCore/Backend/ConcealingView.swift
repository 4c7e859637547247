/// A view that keeps its content alive (with its state) without showing it: a navigation
/// page under the top one, a tab that is not selected. Layout, backends and queries skip
/// a concealed subtree.
@MainActor
package protocol ConcealingView {
  /// Whether the content is hidden now.
  var isConcealed: Bool { get }
}

extension ViewNode {
  /// Whether this node hides its subtree.
  package var concealsContent: Bool {
    canConceal && view(as: (any ConcealingView).self)?.isConcealed == true
  }
}

extension ViewNode {
  /// Whether this node is on screen as far as its containers go: no node above it, up to
  /// the presentation it is in (a sheet shows whatever its presenter's tab does), conceals
  /// its content.
  package var isVisible: Bool {
    var node = parent
    while let current = node {
      if current.concealsContent { return false }
      if current.view(as: (any PresentationElement).self) != nil { return true }
      node = current.parent
    }
    return true
  }

  /// Tells the modifiers below this concealing node that its content was shown or hidden,
  /// deepest first; content under a nested concealing node stays hidden, and a presented
  /// sheet or alert stays on screen, so both are skipped.
  func contentVisibilityChanged(isVisible: Bool) {
    func visit(_ node: ViewNode) {
      if node.view(as: (any PresentationElement).self) != nil { return }
      if !node.concealsContent {
        for child in node.children { visit(child) }
      }
      node.primitiveModifier?.visibilityChanged(node, isVisible: isVisible)
    }
    for child in children { visit(child) }
  }
}
