/// How a pushed page or a presented sheet comes in: `.zoom` from the view it was opened
/// from, or the platform's `.automatic` slide. Tessera accepts it; pages and sheets appear
/// at once until animations are drawn (see docs/Divergences.md).
public struct NavigationTransition: Sendable {
  let name: String

  /// The platform's transition.
  public static let automatic = NavigationTransition(name: "automatic")

  /// The page grows out of the view marked `matchedTransitionSource(id:in:)` with `id`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID)
    -> NavigationTransition
  {
    NavigationTransition(name: "zoom")
  }
}

extension View {
  /// How this page or sheet comes in. Accepted: it appears at once.
  public func navigationTransition(_ style: NavigationTransition) -> some View { self }

  /// Marks this view as where a `.zoom` transition with `id` grows from. Accepted.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    self
  }
}
