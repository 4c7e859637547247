extension View {
  /// Animates changes to this view with `animation` when `value` changes: the frames,
  /// opacities and effects of the views inside move from their old values to their new
  /// ones. `nil` makes such changes apply at once, even inside `withAnimation`.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value, animatesEveryChange: false))
  }

  /// Animates every change to this view. SwiftUI deprecates this form in favour of
  /// `animation(_:value:)` and `withAnimation`; Tessera keeps it unmarked, so old code
  /// builds without warnings.
  public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationModifier(animation: animation, value: 0, animatesEveryChange: true))
  }

  /// Changes the transaction of every change inside this view with `transform`:
  /// `.transaction { $0.animation = nil }` shows them at once, even inside
  /// `withAnimation`.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(
      AnimationModifier(
        animation: nil, value: 0, animatesEveryChange: true, transform: transform))
  }

  /// Changes the transaction of the changes inside this view with `transform` when
  /// `value` changes (iOS 17).
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(
      AnimationModifier(
        animation: nil, value: value, animatesEveryChange: false, transform: transform))
  }
}

/// Gives the changes inside a view an animation of their own when its value changes (or,
/// for the form without a value, always); structure only, so snapshots and layout ignore
/// it. The render tree builder reads the node's ``AnimationScope``.
package struct AnimationModifier<Value: Equatable>: PrimitiveModifier {
  package typealias Body = Never

  /// The animation, or nil for none.
  package let animation: Animation?
  /// The value whose change animates.
  let value: Value
  /// Whether every change animates, whatever the value (`animation(_:)`).
  let animatesEveryChange: Bool
  /// For `transaction(_:)`: what becomes of the transaction of a change inside, in place
  /// of `animation`.
  var transform: ((inout Transaction) -> Void)? = nil

  /// The value the modifier was last seen with.
  final class Previous {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  package func didMount(_ node: ViewNode) {
    node.locals[Previous.self] = Previous(value)
    node.locals[AnimationScope.self] = AnimationScope(
      animation: animation, animatesEveryChange: animatesEveryChange, transform: transform)
  }

  package func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let scope = node.locals[AnimationScope.self], let stored = node.locals[Previous.self]
    else { return didMount(node) }
    scope.animation = animation
    scope.animatesEveryChange = animatesEveryChange
    scope.transform = transform
    if stored.value != value {
      stored.value = value
      scope.changedInUpdate = node.graph?.updateCount
    }
  }
}

/// What an `animation(_:value:)` keeps in its node for the render tree builder: the
/// animation the elements inside take when its value changed since the last tree was
/// built.
package final class AnimationScope {
  /// The animation, or nil: changes inside apply at once.
  package var animation: Animation?
  /// Whether every change animates (`animation(_:)` without a value).
  package var animatesEveryChange: Bool
  /// The number of the graph update in which the value last changed.
  package var changedInUpdate: Int?
  /// For `transaction(_:)`: what becomes of a change's transaction, in place of
  /// `animation`.
  package var transform: ((inout Transaction) -> Void)?

  init(
    animation: Animation?, animatesEveryChange: Bool,
    transform: ((inout Transaction) -> Void)? = nil
  ) {
    self.animation = animation
    self.animatesEveryChange = animatesEveryChange
    self.transform = transform
  }

  /// The animation a change made in a transaction animated by `transactionAnimation`
  /// takes inside the scope.
  package func animation(in transactionAnimation: Animation?) -> Animation? {
    guard let transform else { return animation }
    var transaction = Transaction(animation: transactionAnimation)
    transform(&transaction)
    return transaction.animation
  }

  /// Whether the scope's animation applies to a tree built after updates numbered
  /// `update` and later (its value changed in one of them).
  package func applies(since update: Int) -> Bool {
    animatesEveryChange || (changedInUpdate.map { $0 >= update } ?? false)
  }
}

extension View {
  /// Animates the changes to the modifiers `body` applies to this view with `animation`
  /// (iOS 17): `.animation(.smooth) { $0.opacity(isFaded ? 0.3 : 1) }`.
  ///
  /// Tessera scopes the animation to the whole result, so a change inside this view that
  /// happens at the same moment animates too (SwiftUI leaves those alone).
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self)).animation(animation)
  }

  /// Makes this view's geometry one value for its descendants when it animates (iOS 17).
  /// Tessera already moves a container's children with it, so nothing changes.
  public func geometryGroup() -> some View { self }
}
