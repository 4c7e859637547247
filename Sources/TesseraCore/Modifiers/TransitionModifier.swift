extension View {
  /// Sets how this view enters and leaves the tree when a change with an animation inserts
  /// or removes it.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionIdentityModifier(transition: transition.effect.modifierTransition))
      .modifier(TransitionModifier(transition: transition))
  }
}

/// Shows a view with its `.modifier(active:identity:)` transition's identity modifier, as
/// it looks while present; other transitions leave it as it is.
private struct TransitionIdentityModifier: ViewModifier {
  let transition: ModifierTransition?

  func body(content: Content) -> some View {
    if let transition {
      transition.present(AnyView(content))
    } else {
      content
    }
  }
}

/// Records a view's transition; structure only, so snapshots and layout ignore it.
package struct TransitionModifier: PrimitiveModifier {
  package typealias Body = Never

  /// How the view enters and leaves.
  package let transition: AnyTransition
}
