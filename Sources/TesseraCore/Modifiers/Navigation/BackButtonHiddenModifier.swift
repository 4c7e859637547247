/// Hides the back button of the navigation page the view is on:
/// `navigationBarBackButtonHidden(_:)`.
struct BackButtonHiddenModifier: PrimitiveModifier {
  typealias Body = Never
  let hidesBackButton: Bool

  func didMount(_ node: ViewNode) { apply(hidesBackButton, for: node) }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    apply(hidesBackButton, for: node)
  }

  func willUnmount(_ node: ViewNode) { apply(false, for: node) }

  private func apply(_ hidden: Bool, for node: ViewNode) {
    node.environment.navigation?.setBackButtonHidden(
      hidden, by: ObjectIdentifier(node), onPageAt: node.environment.navigationPageLevel)
  }
}

private struct NavigationPageLevelKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  /// The level of the navigation page this view is on (0: the stack's root).
  var navigationPageLevel: Int {
    get { self[NavigationPageLevelKey.self] }
    set { self[NavigationPageLevelKey.self] = newValue }
  }
}

extension View {
  /// Hides the back button of the navigation page this view is on (Esc in the terminal
  /// no longer goes back either): the page offers its own way out, such as a Cancel button
  /// that calls `dismiss`.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(BackButtonHiddenModifier(hidesBackButton: hidesBackButton))
  }
}
