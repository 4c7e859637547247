/// Runs an action when the modified view leaves the tree for good — not when a tab or a
/// navigation page merely hides it (that is `onDisappear`). For components that hand
/// out resources per row, such as reusable cells.
struct RemovalActionModifier: PrimitiveModifier {
  typealias Body = Never
  let action: () -> Void

  func willUnmount(_ node: ViewNode) {
    node.graph?.enqueue(.disappear, action)
  }
}

extension View {
  /// Runs `action` when this view leaves the tree; a view hidden by its tab or page stays.
  package func onRemoval(perform action: @escaping () -> Void) -> some View {
    modifier(RemovalActionModifier(action: action))
  }
}
