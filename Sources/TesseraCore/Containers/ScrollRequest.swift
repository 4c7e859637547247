import Foundation

/// A `scrollTo` waiting for frames: finds the view with the id under the reader, or the
/// lazy container that will build it, and moves the nearest scroll view around it.
@MainActor
struct ScrollRequest {
  let id: AnyHashable
  let anchor: UnitPoint?
  let reader: ScrollViewProxy.Reader

  /// How many layout rounds a request may take: a lazy row is built by the layout after
  /// the one that scrolled near it, then lined up exactly.
  private static let rounds = 4

  func perform(round: Int) {
    guard let root = reader.node, root.isMounted, let graph = root.graph else { return }
    var target: ViewNode?
    var lazy: (node: ViewNode, index: Int, count: Int)?
    ElementTree.walk(root) { node in
      guard target == nil else { return false }
      if case .id(let key) = node.key.slot, key.rowIDs.contains(id) {
        target = node
        return false
      }
      if lazy == nil, let container = node.view(as: (any LazyRowContainer).self) {
        let rows = container.containerRows
        if let index = (0..<rows.count).first(where: { rows.row($0).id.rowIDs.contains(id) }) {
          lazy = (node, index, rows.count)
        }
      }
      return true
    }
    let frame: CGRect
    let scroller: ViewNode
    if let target, let found = Self.scroller(around: target) {
      scroller = found
      frame = target.frame == .zero ? target.subtreeBounds : target.frame
    } else if let lazy, let found = Self.scroller(around: lazy.node, including: true) {
      scroller = found
      frame = Self.estimatedFrame(ofRow: lazy.index, count: lazy.count, in: lazy.node)
    } else {
      if round == 0 {
        Diagnostics.warnOnce("scrollTo: no view with the id \(id) inside the ScrollViewReader.")
      }
      return
    }
    guard let state = scroller.locals[ScrollState.self], !frame.isNull else { return }
    let shift = Self.shift(bringing: frame, into: scroller.frame, anchor: anchor)
    let offset = state.clamped(
      CGPoint(x: state.offset.x + shift.x, y: state.offset.y + shift.y))
    guard abs(offset.x - state.offset.x) > 0.5 || abs(offset.y - state.offset.y) > 0.5 else {
      return
    }
    state.offset = offset
    scroller.invalidatePlacement()
    // Moved near a row not built yet, or by an estimate: check once laid out again.
    if round + 1 < Self.rounds {
      graph.performAfterLayout { self.perform(round: round + 1) }
    }
  }

  /// The nearest scroll view or list around `node` (or `node` itself when `including`).
  private static func scroller(around node: ViewNode, including: Bool = false) -> ViewNode? {
    var current = including ? node : node.parent
    while let candidate = current {
      if candidate.locals.contains(ScrollState.self) { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// How far to scroll so that `frame` shows in `viewport`: lined up at `anchor`, or as
  /// little as brings it in.
  static func shift(bringing frame: CGRect, into viewport: CGRect, anchor: UnitPoint?) -> CGPoint {
    guard let anchor else {
      func least(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> CGFloat {
        if low < start { return low - start }
        if high > end { return min(high - end, low - start) }
        return 0
      }
      return CGPoint(
        x: least(frame.minX, frame.maxX, viewport.minX, viewport.maxX),
        y: least(frame.minY, frame.maxY, viewport.minY, viewport.maxY))
    }
    return CGPoint(
      x: frame.minX + anchor.x * frame.width - (viewport.minX + anchor.x * viewport.width),
      y: frame.minY + anchor.y * frame.height - (viewport.minY + anchor.y * viewport.height))
  }

  /// Where row `index` of a lazy container probably is: from the rows built, at their
  /// pitch; else at its share of the container's length.
  private static func estimatedFrame(ofRow index: Int, count: Int, in container: ViewNode)
    -> CGRect
  {
    let built = container.children.filter { !$0.key.isPart && $0.frame != .zero }
    let range = container.locals[LazyState.self]?.range ?? 0..<0
    let vertical = container.view(as: (any LazyHorizontalContainer).self) == nil
    if let first = built.first, let last = built.last, range.count == built.count {
      let span = vertical ? last.frame.maxY - first.frame.minY : last.frame.maxX - first.frame.minX
      let pitch = span / CGFloat(built.count)
      let distance = CGFloat(index - range.lowerBound) * pitch
      return vertical
        ? CGRect(
          x: first.frame.minX, y: first.frame.minY + distance, width: first.frame.width,
          height: first.frame.height)
        : CGRect(
          x: first.frame.minX + distance, y: first.frame.minY, width: first.frame.width,
          height: first.frame.height)
    }
    var content = container.frame
    if let state = container.locals[ScrollState.self] {
      content = CGRect(
        origin: CGPoint(x: content.minX - state.offset.x, y: content.minY - state.offset.y),
        size: state.contentSize)
    }
    let share = CGFloat(index) / CGFloat(max(count, 1))
    return vertical
      ? CGRect(
        x: content.minX, y: content.minY + share * content.height, width: content.width,
        height: content.height / CGFloat(max(count, 1)))
      : CGRect(
        x: content.minX + share * content.width, y: content.minY,
        width: content.width / CGFloat(max(count, 1)), height: content.height)
  }
}

/// A lazy container whose rows run left to right (`LazyHStack`, `LazyHGrid`).
@MainActor
protocol LazyHorizontalContainer {}

extension LazyHStack: LazyHorizontalContainer {}
extension LazyHGrid: LazyHorizontalContainer {}
