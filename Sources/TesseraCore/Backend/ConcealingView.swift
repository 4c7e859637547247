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
    view(as: (any ConcealingView).self)?.isConcealed == true
  }
}
