import Foundation

/// The animations a render tree's changes take, as its builder found them: the
/// transaction's for every element, unless an `animation(_:value:)` around the element
/// gave its own.
package struct TreeAnimations {
  /// The animation of the transaction the changes were made in (`withAnimation`), if any.
  package var transaction: Animation?
  /// The animations of `animation(_:value:)` scopes whose value changed, by the elements
  /// built inside them; nil: the element's changes apply at once.
  package var scoped: [RenderID: Animation?] = [:]
  /// The transitions (`transition(_:)`) of the outermost elements of views that have one,
  /// among the elements built, with the frame of the view the transition is on (a move
  /// goes by the view's size, not by the element's).
  package var transitions: [RenderID: (effect: AnyTransition.Effect, viewFrame: CGRect)] = [:]
  /// The matched-geometry identities (`matchedGeometryEffect`) of the outermost elements
  /// of views that have one, among the elements built.
  package var matches:
    [RenderID: (key: MatchedGeometryKey, properties: MatchedGeometryProperties)] =
      [:]

  /// Whether the view of element `id` is still in the graph: an element that left the
  /// tree but not the graph (on a page or tab now hidden, scrolled out of the window) is
  /// not removed, and runs no removal transition.
  package var isStillMounted: @MainActor (RenderID) -> Bool = { _ in false }

  package init(transaction: Animation? = nil) { self.transaction = transaction }

  /// The animation a change to element `id` takes, or nil for none.
  package func animation(for id: RenderID) -> Animation? {
    if let scoped = scoped[id] { return scoped }
    return transaction
  }

  /// The same tree's transitions and matched identities (remembered for later changes),
  /// with no change animating.
  package var withoutAnimations: TreeAnimations {
    var still = self
    still.transaction = nil
    still.scoped = [:]
    return still
  }

}
