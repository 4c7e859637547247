/// Keeps the user from dismissing the presentation a view is in (Esc, a window's close
/// button, TesseraTesting's `dismiss()`), as `interactiveDismissDisabled()` asks; the app
/// can still close it through its binding or `dismiss`.
///
/// Each view that asks registers with its presentation's node while it is in the tree;
/// the presentation refuses while any of them says so.
struct InteractiveDismissModifier: PrimitiveModifier {
  typealias Body = Never
  let isDisabled: Bool

  func didMount(_ node: ViewNode) { register(node) }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) { register(node) }

  func willUnmount(_ node: ViewNode) {
    node.enclosingPresentation?.locals[DismissLocks.self]?.holders[ObjectIdentifier(node)] = nil
  }

  private func register(_ node: ViewNode) {
    guard let presentation = node.enclosingPresentation else { return }
    let locks = presentation.locals.value { DismissLocks() }
    locks.holders[ObjectIdentifier(node)] = isDisabled
  }
}

/// The views of one presentation that said whether the user may dismiss it.
final class DismissLocks {
  var holders: [ObjectIdentifier: Bool] = [:]

  /// Whether any of them keeps the user from dismissing it.
  var isLocked: Bool { holders.values.contains(true) }
}

extension ViewNode {
  /// Whether the user may dismiss the presentation this node is the root of: no view in
  /// it asked for `interactiveDismissDisabled()`.
  package var allowsInteractiveDismiss: Bool {
    locals[DismissLocks.self]?.isLocked != true
  }
}
