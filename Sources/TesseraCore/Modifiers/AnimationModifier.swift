extension View {
  /// Animates changes to this view when `value` changes. Tessera's backends apply the
  /// changes at once; the view looks and lays out as without the modifier.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation))
  }

  /// Animates every change to this view. SwiftUI deprecates this form in favour of
  /// `animation(_:value:)` and `withAnimation`; Tessera applies the changes at once.
  public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationModifier(animation: animation))
  }
}

/// Records the animation for changes to a view; structure only, so snapshots and layout
/// ignore it. Changes apply at once, so the value that triggers it is not kept.
package struct AnimationModifier: PrimitiveModifier {
  package typealias Body = Never

  /// The animation, or nil for none.
  package let animation: Animation?
}
