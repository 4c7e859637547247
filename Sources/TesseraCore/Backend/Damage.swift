import Foundation

/// The part of a window whose drawing may have changed since a backend last drew it: the
/// bounds, before and after, of every node that was rebuilt, moved, added or removed.
///
/// The graph and layout record it as they go; a backend takes it before drawing a frame
/// and draws again only what it covers. It may cover more than changed, never less.
/// Changes that reach beyond what a rectangle can say (a presentation covering the
/// window, a tab or page hidden or shown) mark everything.
package struct Damage: Equatable, Sendable {
  /// The changed area, in window coordinates; `CGRect.null` when nothing changed.
  package private(set) var rect = CGRect.null
  /// Whether the whole window must be drawn again.
  package private(set) var isEverything = false

  /// No damage.
  package init() {}

  /// Whether nothing changed.
  package var isEmpty: Bool { !isEverything && rect.isNull }

  /// Adds `area` (ignored when null or of no size).
  package mutating func add(_ area: CGRect) {
    guard !isEverything, !area.isNull, area.size != .zero else { return }
    rect = rect.union(area)
  }

  /// Whether the damage may reach into `bounds`: rectangles that only touch do not
  /// overlap, and bounds that are null or not finite (never placed) are always reached.
  /// Bounds of no width or height (a line) are widened a little, or nothing would meet them.
  package func meets(_ bounds: CGRect) -> Bool {
    if isEverything || !bounds.hasFiniteEdges { return true }
    guard !isEmpty else { return false }
    let probe =
      bounds.width > 0 && bounds.height > 0 ? bounds : bounds.insetBy(dx: -0.5, dy: -0.5)
    return probe.minX < rect.maxX && rect.minX < probe.maxX && probe.minY < rect.maxY
      && rect.minY < probe.maxY
  }

  /// Adds everything `other` covers.
  package mutating func formUnion(_ other: Damage) {
    if other.isEverything { addEverything() } else { add(other.rect) }
  }

  /// Marks the whole window.
  package mutating func addEverything() {
    isEverything = true
    rect = .null
  }
}
