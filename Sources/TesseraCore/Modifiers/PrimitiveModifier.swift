/// A built-in modifier that the graph applies itself. Each hook has a default that does
/// nothing.
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Adds children beside the content, such as a presented sheet.
  func makeExtraChildren(into children: inout ChildList, node: ViewNode)
  /// The modified view entered the tree.
  func didMount(_ node: ViewNode)
  /// The modifier was replaced by a new value of itself (`previous` is the old one).
  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier)
  /// The modified view is leaving the tree.
  func willUnmount(_ node: ViewNode)
  /// The modified view was shown or hidden by a container above it (a tab selected or
  /// left, a navigation page covered or uncovered) while staying in the tree.
  func visibilityChanged(_ node: ViewNode, isVisible: Bool)
  /// Whether, on several views (a `ForEach`, `Group` or tuple), the modifier goes on the
  /// first of them only: a sheet, alert or toolbar is shown once, as SwiftUI ends up
  /// showing it (it warns about the others), where other modifiers apply to each view.
  var appliesOnceOverSeveralViews: Bool { get }
}

extension PrimitiveModifier {
  package var appliesOnceOverSeveralViews: Bool { false }
  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {}
  package func didMount(_ node: ViewNode) {}
  package func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {}
  package func willUnmount(_ node: ViewNode) {}
  package func visibilityChanged(_ node: ViewNode, isVisible: Bool) {}
}

/// A built-in modifier that changes the environment of the modified view.
@MainActor
package protocol EnvironmentModifier: PrimitiveModifier {
  /// Writes this modifier's values into `environment`.
  func transform(_ environment: inout EnvironmentValues)
  /// Whether `other` writes the same values, so descendants need not update.
  func hasSameEffect(as other: Self) -> Bool
}

extension EnvironmentModifier {
  /// Applies `transform` when `other` is of the same type and has the same effect.
  func hasSameEffect(asAny other: any PrimitiveModifier) -> Bool {
    guard let other = other as? Self else { return false }
    return hasSameEffect(as: other)
  }
}

/// A built-in modifier that puts the view it modifies inside a view of its own, with
/// state of its own. As a built-in modifier it spreads over the views of a `ForEach` (see
/// `ModifiedContent.spreadsOverViews`), so each row gets its own wrapper, where a custom
/// `ViewModifier` would have one body around all of them.
@MainActor
package protocol WrappingModifier: PrimitiveModifier {
  /// `content` inside the modifier's view.
  func wrap<Content: View>(_ content: Content) -> any View
}
