import Foundation

/// An `Animatable` view or modifier (`AnimatableModifier`) whose `animatableData` changed
/// under an animation: its node is given the view with the data part of the way between
/// the old and new values each frame, and its body is evaluated again, as SwiftUI does.
///
/// Shapes are left to the animator, which mixes their data when it draws their path.
@MainActor
final class AnimatedInput {
  /// The view with the data `fraction` of the way from the old value to the new one.
  let view: (_ fraction: Double) -> any View
  let animation: Animation
  let start: TimeInterval

  init(view: @escaping (Double) -> any View, animation: Animation, start: TimeInterval) {
    self.view = view
    self.animation = animation
    self.start = start
  }

  /// The input that moves from `old`'s data to `new`'s, or nil when `new` is not an
  /// animatable view (or a shape), is of another type, or its data did not change.
  static func between(_ old: any View, _ new: any View, animation: Animation, start: TimeInterval)
    -> AnimatedInput?
  {
    guard !(new is any Shape), let animatable = new as? any Animatable else { return nil }
    return between(old, animatable, animation: animation, start: start)
  }

  private static func between<A: Animatable>(
    _ old: any View, _ new: A, animation: Animation, start: TimeInterval
  ) -> AnimatedInput? {
    guard let old = old as? A else { return nil }
    let from = old.animatableData
    let to = new.animatableData
    guard from != to else { return nil }
    return AnimatedInput(
      view: { fraction in
        var mixed = new
        var data = from
        data += (to - from).scaled(by: fraction)
        mixed.animatableData = data
        // `new` is a view (it came as one), so the mixed copy is one too.
        return mixed as? any View ?? EmptyView()
      }, animation: animation, start: start)
  }
}

extension ModifiedContent: Animatable where Modifier: Animatable {
  /// The modifier's data: a view with an `AnimatableModifier` animates as the modifier.
  public var animatableData: Modifier.AnimatableData {
    get { modifier.animatableData }
    set { modifier.animatableData = newValue }
  }
}

extension ViewNode {
  /// The animation a change to this node's input made now takes: the nearest
  /// `animation(_:value:)` around whose value changed in this update, else the
  /// transaction's.
  var animationForInputChange: Animation? {
    guard let graph, graph.animatesChanges else { return nil }
    var node: ViewNode? = self
    while let current = node {
      if let scope = current.locals[AnimationScope.self], scope.applies(since: graph.updateCount) {
        return scope.animation(in: graph.transactionAnimation)
      }
      node = current.parent
    }
    return graph.transactionAnimation
  }

  /// Starts animating this node's input from `previous` to its view, when the change has
  /// an animation and the view is animatable: the node shows `previous`'s data for now.
  func startAnimatedInput(from previous: any View) {
    // Most views are not animatable: they cost one cast.
    guard view is any Animatable, !(view is any Shape) else { return }
    guard let graph, let animation = animationForInputChange,
      let input = AnimatedInput.between(
        previous, view, animation: animation, start: graph.clock())
    else {
      locals[AnimatedInput.self] = nil
      return
    }
    locals[AnimatedInput.self] = input
    replaceView(with: input.view(0))
    graph.animatedInputNodes.append(WeakNode(node: self))
  }

  /// Moves the animated input on to `time`: the node is given its view that far along
  /// and marked for re-evaluation. Returns whether it is still animating.
  func advanceAnimatedInput(to time: TimeInterval) -> Bool {
    guard isMounted, let input = locals[AnimatedInput.self] else { return false }
    let progress = input.animation.progress(after: time - input.start)
    replaceView(with: input.view(progress.isFinished ? 1 : progress.value))
    invalidate()
    if progress.isFinished { locals[AnimatedInput.self] = nil }
    return !progress.isFinished
  }
}
