/// Ties a view to a `FocusState`: registered with the window's `FocusTracker` while the
/// view is in the tree, so the state follows the focus and the focus follows the state.
package struct FocusedModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// Whether the state says this view has the focus.
  let isFocused: () -> Bool
  /// Tells the state that this view gained (true) or lost (false) the focus.
  let setFocused: (Bool) -> Void

  package func didMount(_ node: ViewNode) {
    node.graph?.focus.register(self, for: node)
  }

  package func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    node.graph?.focus.register(self, for: node)
  }

  package func willUnmount(_ node: ViewNode) {
    node.graph?.focus.unregister(node)
  }

  package var inspectionDescription: String { "focused" }
}
