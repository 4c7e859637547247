import Foundation

/// The views of one window's graph that the pointer is over, among those that follow it
/// (`onHover`, `onContinuousHover`): hosts report each move of the pointer with no
/// button held, and the views it enters, moves on and leaves are told.
@MainActor
package final class HoverTracker {
  /// How many views follow the pointer: backends report its moves only while some do.
  package internal(set) var viewCount = 0
  private var hovered: [ObjectIdentifier: WeakNode] = [:]

  /// Whether any view follows the pointer.
  package var isWanted: Bool { viewCount > 0 }

  func forget(_ node: ViewNode) { hovered[ObjectIdentifier(node)] = nil }

  /// The pointer moved to `point` (window coordinates), or left the window (nil): the
  /// views it left, then those it is over, are told. `covers` says whether a frame is
  /// under the pointer (a terminal asks about the cells it draws the frame in); by
  /// default, whether it holds `point`. Returns whether any view was told.
  @discardableResult
  package func pointerMoved(
    to point: CGPoint?, in root: ViewNode, covers: ((CGRect) -> Bool)? = nil
  ) -> Bool {
    var now: [ObjectIdentifier: ViewNode] = [:]
    if let point, isWanted {
      let covers = covers ?? { $0.contains(point) }
      ElementTree.walk(root) { node in
        if node !== root, node.view(as: (any PresentationElement).self) != nil { return false }
        if node.primitiveModifier is HoverModifier, node.isHit(where: covers) {
          now[ObjectIdentifier(node)] = node
        }
        return true
      }
    }
    var toldAny = false
    for (id, entry) in hovered where now[id] == nil {
      if let node = entry.node, let hover = node.primitiveModifier as? HoverModifier {
        hover.action(.ended)
        toldAny = true
      }
    }
    for (id, node) in now {
      guard let hover = node.primitiveModifier as? HoverModifier, let point else { continue }
      let isNew = hovered[id] == nil
      if isNew || hover.isContinuous {
        hover.action(.active(Self.location(of: point, in: node, space: hover.coordinateSpace)))
        toldAny = true
      }
    }
    hovered = now.mapValues { WeakNode(node: $0) }
    return toldAny
  }

  /// `point` in `space` as the view at `node` sees it: its own corner for `.local`.
  private static func location(of point: CGPoint, in node: ViewNode, space: CoordinateSpace)
    -> CGPoint
  {
    guard space != .global else { return point }
    return CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
  }
}

extension ViewGraph {
  /// The views of this graph's window that follow the pointer.
  package var hover: HoverTracker { locals.value { HoverTracker() } }
}
