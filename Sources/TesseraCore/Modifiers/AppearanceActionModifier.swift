/// Runs actions when the modified view enters and leaves the tree.
struct AppearanceActionModifier: PrimitiveModifier {
  typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func didMount(_ node: ViewNode) {
    if let appear { node.graph?.enqueue(.appear, appear) }
  }

  func willUnmount(_ node: ViewNode) {
    if let disappear { node.graph?.enqueue(.disappear, disappear) }
  }
}

extension View {
  /// Runs `action` after this view enters the tree. Nested views' actions run before their
  /// ancestors', in the order the modifiers are written.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when this view leaves the tree, before any `onAppear` of the same
  /// update.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: nil, disappear: action))
  }
}
