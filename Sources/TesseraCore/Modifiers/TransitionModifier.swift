extension View {
  /// Sets how this view enters and leaves the tree when a change inserts or removes it.
  /// Tessera's backends insert and remove it at once; the view looks and lays out as
  /// without the modifier.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}

/// Records a view's transition; structure only, so snapshots and layout ignore it.
package struct TransitionModifier: PrimitiveModifier {
  package typealias Body = Never

  /// How the view enters and leaves.
  package let transition: AnyTransition
}
