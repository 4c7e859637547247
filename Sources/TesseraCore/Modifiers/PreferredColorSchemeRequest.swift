/// Passes a `preferredColorScheme` up to the enclosing window or presentation while the
/// modified view is in the tree.
struct PreferredColorSchemeRequest: PrimitiveModifier {
  typealias Body = Never
  let scheme: ColorScheme?

  func didMount(_ node: ViewNode) {
    node.environment.colorSchemePreferences?.request(scheme, from: node)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard (previous as? Self)?.scheme != scheme else { return }
    node.environment.colorSchemePreferences?.request(scheme, from: node)
  }

  func willUnmount(_ node: ViewNode) {
    node.environment.colorSchemePreferences?.request(nil, from: node)
  }
}
