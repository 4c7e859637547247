import Foundation

/// A modifier whose element is drawn even at its identity value (full opacity, no turn,
/// no scale), so that a change from or to that value has an element to animate.
package protocol AnimatableDecoration {}

/// Draws animations: turns each frame's render tree (where everything is at its new
/// value) into the tree as it shows at a moment, with the elements whose frame, opacity
/// or effect changed under an animation part of the way from their old value to their
/// new one.
///
/// The graph, layout and the render tree builder know nothing of time: state changes at
/// once, and layout places views where they end up. The animator remembers each
/// element's values from the last tree; when a new tree changes them and the change has
/// an animation (``TreeAnimations``), it starts one from the values shown now (so an
/// animation interrupted midway starts again from where it was). Elements are matched by
/// identity, in window coordinates, so a moved container's contents each move the same
/// way. Backends only ever see the animated tree.
@MainActor
package final class Animator {
  /// What of an element animates.
  package struct Values: Equatable {
    var frame: CGRect
    var bounds: CGRect
    var opacity: Double
    var effect: RenderEffect?

    init(_ element: RenderElement) {
      frame = element.frame
      bounds = element.bounds
      opacity = element.decorations.opacity
      effect = element.decorations.effect
    }

    /// The values `fraction` of the way from `self` to `end` (a spring's fraction can
    /// pass 1, and the values overshoot with it).
    func mixed(with end: Values, by fraction: Double) -> Values {
      var mixed = end
      mixed.frame = Self.mix(frame, end.frame, fraction)
      mixed.bounds = Self.mix(bounds, end.bounds, fraction)
      mixed.opacity = min(max(opacity + (end.opacity - opacity) * fraction, 0), 1)
      mixed.effect = Self.mix(effect, end.effect, fraction)
      return mixed
    }

    private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
      a + (b - a) * CGFloat(t)
    }

    private static func mix(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
      guard a.hasFiniteEdges, b.hasFiniteEdges else { return b }
      return CGRect(
        x: mix(a.minX, b.minX, t), y: mix(a.minY, b.minY, t),
        width: max(mix(a.width, b.width, t), 0), height: max(mix(a.height, b.height, t), 0))
    }

    private static func mix(_ a: RenderEffect?, _ b: RenderEffect?, _ t: Double)
      -> RenderEffect?
    {
      switch (a, b) {
      case (.rotation(let from, _), .rotation(let to, let anchor)):
        return .rotation(degrees: from + (to - from) * t, anchor: anchor)
      case (.scale(let from, _), .scale(let to, let anchor)):
        return .scale(
          CGSize(width: mix(from.width, to.width, t), height: mix(from.height, to.height, t)),
          anchor: anchor)
      case (nil, .rotation(let to, let anchor)):
        return .rotation(degrees: to * t, anchor: anchor)
      case (nil, .scale(let to, let anchor)):
        return .scale(
          CGSize(width: mix(1, to.width, t), height: mix(1, to.height, t)), anchor: anchor)
      case (.rotation(let from, let anchor), nil):
        return .rotation(degrees: from * (1 - t), anchor: anchor)
      case (.scale(let from, let anchor), nil):
        return .scale(
          CGSize(width: mix(from.width, 1, t), height: mix(from.height, 1, t)), anchor: anchor)
      default:
        return b
      }
    }
  }

  /// An animation under way for one element.
  private struct Running {
    var from: Values
    var to: Values
    var animation: Animation
    var start: TimeInterval

    func values(at time: TimeInterval) -> (values: Values, isFinished: Bool) {
      let progress = animation.progress(after: time - start)
      if progress.isFinished { return (to, true) }
      return (from.mixed(with: to, by: progress.value), false)
    }

    /// Where the element can be drawn while this runs: from and to, widened by half the
    /// way between them on each side for a spring's overshoot.
    var reach: CGRect {
      let union = from.bounds.union(to.bounds)
      guard union.hasFiniteEdges else { return .null }
      let dx = abs(to.bounds.midX - from.bounds.midX) + abs(to.bounds.width - from.bounds.width)
      let dy = abs(to.bounds.midY - from.bounds.midY) + abs(to.bounds.height - from.bounds.height)
      return union.insetBy(dx: -dx / 2, dy: -dy / 2)
    }
  }

  /// Each element's values in the last tree, at their new (target) values.
  private var targets: [RenderID: Values] = [:]
  private var running: [RenderID: Running] = [:]
  private var seen: Set<RenderID> = []
  private var now: TimeInterval = 0

  package init() {}

  /// Whether an animation is under way: the host asks for frames while one is.
  package var isAnimating: Bool { !running.isEmpty }

  /// Where the running animations can draw, in window coordinates: what the next frame
  /// of them must draw again.
  package var reach: CGRect? {
    guard !running.isEmpty else { return nil }
    return running.values.reduce(CGRect.null) { $0.union($1.reach) }
  }

  /// `tree` as it shows at `time`: changes since the last tree start animating where
  /// `animations` gives them an animation, and animations under way move on.
  package func present(_ tree: RenderTree, at time: TimeInterval, animations: TreeAnimations)
    -> RenderTree
  {
    now = time
    guard !running.isEmpty || !animations.isEmpty else {
      // Nothing animates: remember the values, change nothing.
      targets.removeAll(keepingCapacity: true)
      record(tree.elements)
      return tree
    }
    seen.removeAll(keepingCapacity: true)
    var changed = false
    let elements = tree.elements.map { present($0, animations, &changed) }
    targets = targets.filter { seen.contains($0.key) }
    running = running.filter { seen.contains($0.key) }
    guard changed else { return tree }
    return RenderTree(
      elements: elements, windowSize: tree.windowSize, builtElements: tree.builtElements)
  }

  /// Forgets everything: the next tree is taken as it is.
  package func reset() {
    targets.removeAll()
    running.removeAll()
  }

  private func record(_ elements: [RenderElement]) {
    for element in elements {
      targets[element.id] = Values(element)
      record(element.children)
    }
  }

  private func present(
    _ element: RenderElement, _ animations: TreeAnimations, _ changed: inout Bool
  ) -> RenderElement {
    var childrenChanged = false
    let children = element.children.map { present($0, animations, &childrenChanged) }
    let id = element.id
    seen.insert(id)
    let target = Values(element)
    if let old = targets[id] {
      if old != target {
        if let animation = animations.animation(for: id) {
          let from = running[id]?.values(at: now).values ?? old
          running[id] = Running(from: from, to: target, animation: animation, start: now)
        } else {
          running[id] = nil
        }
      }
    } else {
      running[id] = nil
    }
    targets[id] = target
    var shown = target
    if let animation = running[id] {
      let (values, isFinished) = animation.values(at: now)
      shown = values
      if isFinished { running[id] = nil }
    }
    guard shown != target || childrenChanged else { return element }
    changed = true
    return element.replacing(
      frame: shown.frame, bounds: shown.bounds, opacity: shown.opacity, effect: shown.effect,
      children: children)
  }
}
