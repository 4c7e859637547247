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
    /// The colour texts and symbols are drawn in (`foregroundStyle`), if set.
    var foreground: Color?
    /// The colour a `Color` or a shape fills or strokes with, if it has one.
    var fill: Color?
    /// A shape's outline in window coordinates, when it is a path, and the shape behind it.
    var path: Path?
    var outline: AnimatableOutline?

    init(_ element: RenderElement) {
      frame = element.frame
      bounds = element.bounds
      opacity = element.decorations.opacity
      effect = element.decorations.effect
      foreground = element.style.foregroundColor
      switch element.content {
      case .color(let color): fill = color
      case .shape(let shape):
        fill = shape.paint.color
        path = shape.path
        outline = shape.outline
      default: fill = nil
      }
    }

    /// Equal when drawn the same (the shape behind a path is not compared).
    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.frame == rhs.frame && lhs.bounds == rhs.bounds && lhs.opacity == rhs.opacity
        && lhs.effect == rhs.effect && lhs.foreground == rhs.foreground && lhs.fill == rhs.fill
        && lhs.path == rhs.path
    }

    /// The values `fraction` of the way from `self` to `end` (a spring's fraction can
    /// pass 1, and the values overshoot with it).
    @MainActor
    func mixed(with end: Values, by fraction: Double) -> Values {
      var mixed = end
      mixed.frame = Self.mix(frame, end.frame, fraction)
      mixed.bounds = Self.mix(bounds, end.bounds, fraction)
      mixed.opacity = min(max(opacity + (end.opacity - opacity) * fraction, 0), 1)
      mixed.effect = Self.mix(effect, end.effect, fraction)
      mixed.foreground = Self.mix(foreground, end.foreground, fraction)
      mixed.fill = Self.mix(fill, end.fill, fraction)
      if path != end.path, let from = outline, let to = end.outline {
        // The shape's own data part of the way, drawn in the frame part of the way.
        mixed.path = from.path(towards: to, by: fraction, in: mixed.frame) ?? end.path
      } else if let path = end.path {
        mixed.path = path.offsetBy(
          dx: mixed.frame.minX - end.frame.minX, dy: mixed.frame.minY - end.frame.minY)
      }
      return mixed
    }

    /// A colour part of the way to another (through the palette, for theme colours);
    /// to or from none, the change shows at once.
    private static func mix(_ a: Color?, _ b: Color?, _ t: Double) -> Color? {
      guard let a, let b, a != b else { return b }
      return a.mix(with: b, by: min(max(t, 0), 1))
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

    @MainActor
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

  /// What the animator keeps of an element of the last tree.
  private struct Record {
    /// Its values at their new (target) value.
    var target: Values
    /// The element as it was drawn, for drawing it while it leaves.
    var shown: RenderElement
    /// Its parent element and its place among the parent's children.
    var parent: RenderID?
    var index: Int
    /// How it enters and leaves (`transition(_:)`), if it says, and the frame of the
    /// view the transition is on.
    var transition: (effect: AnyTransition.Effect, viewFrame: CGRect)?
    /// Its matched-geometry identity (`matchedGeometryEffect`), if it has one.
    var match: MatchedGeometryKey?
  }

  /// A view entering: what the elements inside it, all new, move with.
  private struct Insertion {
    var shift: CGSize
    var animation: Animation
  }

  /// An element removed from the tree, drawn where it was until its removal transition
  /// ends.
  private struct Departure {
    var element: RenderElement
    var parent: RenderID?
    var index: Int
    var run: Running
  }

  private var records: [RenderID: Record] = [:]
  private var running: [RenderID: Running] = [:]
  private var departing: [RenderID: Departure] = [:]
  private var nextRecords: [RenderID: Record] = [:]
  /// The elements of the last tree with a matched-geometry identity, by identity.
  private var matched: [MatchedGeometryKey: RenderID] = [:]
  /// The elements of the last tree that an element inserted in this one took the place
  /// of (`matchedGeometryEffect`): they leave at once rather than running a transition.
  private var replaced: Set<RenderID> = []
  private var now: TimeInterval = 0

  /// Whether the user asked for less motion (`TESSERA_REDUCE_MOTION`): changes of place,
  /// size, turn and scale apply at once, and transitions that move fade instead.
  package var reducesMotion = false

  package init() {}

  /// Whether an animation is under way: the host asks for frames while one is.
  package var isAnimating: Bool { !running.isEmpty || !departing.isEmpty }

  /// Where the running animations can draw, in window coordinates: what the next frame
  /// of them must draw again.
  package var reach: CGRect? {
    guard isAnimating else { return nil }
    let moving = running.values.reduce(CGRect.null) { $0.union($1.reach) }
    return departing.values.reduce(moving) {
      $0.union($1.run.reach).union($1.element.bounds)
    }
  }

  /// `tree` as it shows at `time`: changes since the last tree start animating where
  /// `animations` gives them an animation, views that entered or left run their
  /// transitions, and animations under way move on.
  package func present(_ tree: RenderTree, at time: TimeInterval, animations: TreeAnimations)
    -> RenderTree
  {
    now = time
    nextRecords.removeAll(keepingCapacity: true)
    var changed = false
    let isFirst = records.isEmpty
    var elements = tree.elements.enumerated().map { index, element in
      present(
        element, parent: nil, index: index, parentWasShown: !isFirst, insertion: nil,
        animations, &changed)
    }
    startDepartures(animations)
    if addDepartures(under: nil, to: &elements) { changed = true }
    swap(&records, &nextRecords)
    running = running.filter { records[$0.key] != nil }
    // A view leaving from under a parent that has gone since (a sheet closed mid-way
    // through its content's transition) goes with it: nothing would draw it or end it.
    departing = departing.filter { $0.value.parent.map { records[$0] != nil } ?? true }
    replaced.removeAll(keepingCapacity: true)
    matched.removeAll(keepingCapacity: true)
    for (id, record) in records {
      if let key = record.match { matched[key] = id }
    }
    guard changed else { return tree }
    return RenderTree(
      elements: elements, windowSize: tree.windowSize, builtElements: tree.builtElements)
  }

  private func present(
    _ element: RenderElement, parent: RenderID?, index: Int, parentWasShown: Bool,
    insertion: Insertion?, _ animations: TreeAnimations, _ changed: inout Bool
  ) -> RenderElement {
    let id = element.id
    let old = records[id]
    let target = Values(element)
    let transition = animations.transitions[id] ?? old?.transition
    let match = animations.matches[id] ?? (old?.match).map { ($0, MatchedGeometryProperties.frame) }
    var inserting = insertion
    if let old {
      if old.target != target {
        if let animation = animations.animation(for: id) {
          var from = running[id]?.values(at: now).values ?? old.target
          if reducesMotion { from = from.withMotion(of: target) }
          running[id] = Running(from: from, to: target, animation: animation, start: now)
        } else {
          running[id] = nil
        }
      }
    } else {
      running[id] = nil
      departing[id] = nil
      if let insertion {
        // Inside a view entering: it moves as the view does.
        if insertion.shift != .zero {
          running[id] = Running(
            from: target.shifted(by: insertion.shift), to: target,
            animation: insertion.animation, start: now)
        }
      } else if let match, let animation = animations.animation(for: id),
        let sourceID = matched[match.key], sourceID != id, let source = records[sourceID]
      {
        // It takes the place of the view it is matched with: it moves from there.
        var from = target
        if match.properties.contains(.position) {
          from.frame.origin = source.shown.frame.origin
          from.bounds.origin = source.shown.bounds.origin
        }
        if match.properties.contains(.size) {
          from.frame.size = source.shown.frame.size
          from.bounds.size = source.shown.bounds.size
        }
        if reducesMotion { from = from.withMotion(of: target) }
        running[id] = Running(from: from, to: target, animation: animation, start: now)
        replaced.insert(sourceID)
        let shift = CGSize(
          width: from.frame.minX - target.frame.minX, height: from.frame.minY - target.frame.minY)
        inserting = Insertion(shift: shift, animation: animation)
      } else if parentWasShown, let animation = animations.animation(for: id) {
        let change = TransitionChange(
          transition?.effect ?? .opacity, isInsertion: true,
          frame: transition?.viewFrame ?? element.frame, reducingMotion: reducesMotion)
        if let animation = change.animation ?? animation, !change.isIdentity {
          running[id] = Running(
            from: target.changed(by: change, frame: element.frame), to: target,
            animation: animation, start: now)
          inserting = Insertion(shift: change.shift, animation: animation)
        }
      }
    }
    var childrenChanged = false
    var children = element.children.enumerated().map { childIndex, child in
      present(
        child, parent: id, index: childIndex, parentWasShown: old != nil, insertion: inserting,
        animations, &childrenChanged)
    }
    if addDepartures(under: id, to: &children) { childrenChanged = true }
    var shown = target
    if let animation = running[id] {
      let (values, isFinished) = animation.values(at: now)
      shown = values
      if isFinished { running[id] = nil }
      if case .text = element.content {
        // A text is laid out in its new size at once (its words change at once too):
        // only where it is moves, so it is never cut short on the way.
        shown.frame.size = target.frame.size
        shown.bounds.size = target.bounds.size
      }
    }
    let drawn =
      shown != target || childrenChanged ? element.drawn(with: shown, children: children) : element
    if drawn != element { changed = true }
    nextRecords[id] = Record(
      target: target, shown: drawn, parent: parent, index: index, transition: transition,
      match: match?.key)
    return drawn
  }

  /// Starts the removal of the elements of the last tree that are gone, when the change
  /// has an animation: the outermost of them, drawn as they were, run their transition
  /// (a fade by default) from where they were.
  private func startDepartures(_ animations: TreeAnimations) {
    for (id, record) in records
    where nextRecords[id] == nil && departing[id] == nil && !replaced.contains(id) {
      // Only the outermost: an element whose parent is gone too leaves with it. Only
      // views removed from the graph: hidden or scrolled-away ones just stop showing.
      if let parent = record.parent, nextRecords[parent] == nil { continue }
      if animations.isStillMounted(id) { continue }
      let scoped = record.parent.flatMap { animations.scoped[$0] }
      guard let animation = scoped ?? animations.transaction else { continue }
      let frame = record.shown.frame
      let change = TransitionChange(
        record.transition?.effect ?? .opacity, isInsertion: false,
        frame: record.transition?.viewFrame ?? frame, reducingMotion: reducesMotion)
      guard let chosen = change.animation ?? animation, !change.isIdentity else { continue }
      let from = Values(record.shown)
      departing[id] = Departure(
        element: record.shown, parent: record.parent, index: record.index,
        run: Running(
          from: from, to: from.changed(by: change, frame: frame), animation: chosen,
          start: now))
    }
  }

  /// Puts the elements leaving from under `parent` back among `children`, where they
  /// were, as far along as their transitions are; ends those whose transition is over.
  private func addDepartures(under parent: RenderID?, to children: inout [RenderElement])
    -> Bool
  {
    var added = false
    for (id, departure) in departing where departure.parent == parent {
      let (values, isFinished) = departure.run.values(at: now)
      if isFinished {
        departing[id] = nil
        continue
      }
      let element = departure.element
      let shift = CGSize(
        width: values.frame.minX - element.frame.minX,
        height: values.frame.minY - element.frame.minY)
      let moved = element.drawn(
        with: values, children: element.children.map { $0.shifted(by: shift) })
      children.insert(moved, at: min(departure.index, children.count))
      added = true
    }
    return added
  }
}

extension Animator.Values {
  /// These values with the place, size and effect of `end`: what is left to animate when
  /// motion is reduced is the opacity.
  func withMotion(of end: Self) -> Self {
    var still = end
    still.opacity = opacity
    return still
  }

  /// The values moved by `shift`.
  func shifted(by shift: CGSize) -> Self {
    var moved = self
    moved.frame = frame.offsetBy(dx: shift.width, dy: shift.height)
    moved.bounds = bounds.offsetBy(dx: shift.width, dy: shift.height)
    moved.path = path?.offsetBy(dx: shift.width, dy: shift.height)
    return moved
  }

  /// The values a transition's `change` makes of an element of `frame`.
  func changed(by change: TransitionChange, frame: CGRect) -> Self {
    var changed = shifted(by: change.shift)
    changed.opacity = opacity * change.opacity
    if change.scale != CGSize(width: 1, height: 1), effect == nil {
      let anchor = CGPoint(
        x: frame.minX + change.anchor.x * frame.width,
        y: frame.minY + change.anchor.y * frame.height)
      changed.effect = .scale(change.scale, anchor: anchor)
    }
    return changed
  }
}

extension RenderElement {
  /// The element drawn with `values` (part of the way through an animation), with
  /// `children`: a shape's outline in window coordinates moves with its frame.
  fileprivate func drawn(with values: Animator.Values, children: [RenderElement])
    -> RenderElement
  {
    var style = style
    style.foregroundColor = values.foreground
    var content = content
    switch content {
    case .color:
      if let fill = values.fill { content = .color(fill) }
    case .shape(var shape):
      shape.paint.color = values.fill
      shape.path = values.path
      content = .shape(shape)
    default:
      break
    }
    return replacing(
      frame: values.frame, bounds: values.bounds, content: content, style: style,
      opacity: values.opacity, effect: values.effect, children: children)
  }

  /// The element and everything in it moved by `shift`.
  fileprivate func shifted(by shift: CGSize) -> RenderElement {
    guard shift != .zero else { return self }
    var values = Animator.Values(self)
    values = values.shifted(by: shift)
    return drawn(with: values, children: children.map { $0.shifted(by: shift) })
  }
}
