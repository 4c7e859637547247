import Foundation

/// What a lazy container remembers between layouts: which rows exist now, and the sizes
/// of the rows it has measured (to estimate the ones it has not).
package final class LazyState {
  /// The rows that have nodes now.
  package var range: Range<Int> = 0..<0
  /// The index of each child, in order: with pinned headers, the last header before
  /// `builtRange` (built too, so that it can stay in view), then `builtRange`.
  package var built: [Int] = []
  /// The range the children were last built for (`range` may have moved since, and the
  /// children be built again).
  package var builtRange: Range<Int> = 0..<0
  /// The measured length of rows along the axis, by row id.
  package var lengths: [AnyHashable: CGFloat] = [:]

  /// The length assumed for a row never measured: the average of those measured, or
  /// `fallback` before any.
  package func estimatedLength(fallback: CGFloat) -> CGFloat {
    guard !lengths.isEmpty else { return fallback }
    return lengths.values.reduce(0, +) / CGFloat(lengths.count)
  }

  /// After a placement recorded rows' lengths: when they moved the estimate away from
  /// `estimate`, the one the container's length was measured with, the container is
  /// measured again once the layout is done (never halfway through it). Otherwise the
  /// scroll view around it keeps the length of rows it had only guessed, and cannot be
  /// scrolled to the rows past it.
  @MainActor func remeasure(_ container: ViewNode, ifEstimateMovedFrom estimate: CGFloat) {
    guard abs(estimatedLength(fallback: estimate) - estimate) > 0.5 else { return }
    container.graph?.performAfterLayout { [weak container] in container?.markLayoutDirty() }
  }

  /// Records the length of the row that `subview` (a layout subview of `container`, which
  /// may lie inside a modifier on the row) belongs to.
  @MainActor func record(_ length: CGFloat, of subview: ViewNode, in container: ViewNode) {
    var row = subview
    while let parent = row.parent, parent !== container { row = parent }
    if case .id(let id) = row.key.slot { lengths[id] = length }
  }
}

/// A container that builds only the rows it shows.
@MainActor
enum LazyChildren {
  /// The rows in the container's current range (and its pinned header), keyed by their
  /// ids. With `pinnedViews`, headers are drawn over the rows they are pinned above.
  static func make(
    from container: some LazyRowContainer, pinnedViews: PinnedScrollableViews = [],
    into children: inout ChildList, node: ViewNode
  ) {
    let state = node.locals.value { LazyState() }
    let rows = container.containerRows
    let range = state.range.clamped(to: 0..<rows.count)
    let pinsHeaders = pinnedViews.contains(.sectionHeaders)
    let headerAbove =
      pinsHeaders
      ? rows.sectionParts.filter { $0.value == .header && $0.key < range.lowerBound }.keys.max()
      : nil
    state.builtRange = range
    state.built = (headerAbove.map { [$0] } ?? []) + Array(range)
    var seen = Set<AnyHashable>()
    for index in state.built {
      var row = rows.row(index)
      if pinsHeaders, rows.sectionParts[index] == .header {
        row.view = inFront(row.view)
      }
      if seen.insert(row.id).inserted {
        children.append(row.view, key: ChildKey(.id(row.id), for: row.view))
      } else {
        Diagnostics.warnOnce("A lazy container has the row ID \(row.id) more than once.")
        children.append(
          row.view, key: ChildKey(.id(AnyHashable([row.id, AnyHashable(index)])), for: row.view))
      }
    }
  }

  private static func inFront<V: View>(_ view: V) -> any View { view.zIndex(1) }

  /// The rows to build so the region `visible` (along the axis, relative to the start of
  /// the content) is covered, with a margin of a few rows either side. Rows measured empty
  /// (a `ForEach` whose views are all behind an `if` not taken yet) count a point long:
  /// they are still built, so that they are measured again when their content comes.
  static func range(
    visible: ClosedRange<CGFloat>, rowLength: CGFloat, count: Int, margin: Int = 2
  ) -> Range<Int> {
    guard count > 0, rowLength.isFinite else { return 0..<0 }
    let rowLength = max(rowLength, 1)
    let first = Int((max(visible.lowerBound, 0) / rowLength).rounded(.down)) - margin
    let last = Int((max(visible.upperBound, 0) / rowLength).rounded(.up)) + margin
    let lower = min(max(first, 0), count)
    return lower..<min(max(last, lower), count)
  }
}
