/// Runs actions when the modified view appears and disappears: when it enters or leaves
/// the tree while shown, and when a container shows or hides it (its tab is selected or
/// left, its navigation page is covered or uncovered), as SwiftUI does.
struct AppearanceActionModifier: PrimitiveModifier {
  typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  /// Whether the view is shown, kept in the node so each change is told once.
  final class Shown {
    var isShown: Bool
    init(_ isShown: Bool) { self.isShown = isShown }
  }

  func didMount(_ node: ViewNode) {
    let visible = node.isVisible
    node.locals[Shown.self] = Shown(visible)
    if visible, let appear { node.graph?.enqueue(.appear, appear) }
  }

  func visibilityChanged(_ node: ViewNode, isVisible: Bool) {
    guard let shown = node.locals[Shown.self], shown.isShown != isVisible else { return }
    shown.isShown = isVisible
    if isVisible {
      if let appear { node.graph?.enqueue(.appear, appear) }
    } else if let disappear {
      node.graph?.enqueue(.disappear, disappear)
    }
  }

  func willUnmount(_ node: ViewNode) {
    guard node.locals[Shown.self]?.isShown ?? true else { return }
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
