/// A reference to a node that does not keep it alive: for what outlives a node's place in
/// the tree (a gesture in progress, a page of a navigation stack, the render tree builder's index).
struct WeakNode {
  /// The node, while it exists.
  weak var node: ViewNode?
}
