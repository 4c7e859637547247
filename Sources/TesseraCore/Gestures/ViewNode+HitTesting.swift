import Foundation

extension ViewNode {
  /// Whether the pointer at `point` (window coordinates) is on this view, as SwiftUI
  /// decides it: on something the view draws (a text, a shape, a colour, a control),
  /// where it is drawn (an `offset` moves it), or anywhere in the frame of a view with a
  /// `contentShape`. The empty space of a stack or a `frame` is not the view's, and
  /// nothing under `allowsHitTesting(false)` or `hidden()` is hit.
  package func isHit(at point: CGPoint) -> Bool {
    isHit { $0.contains(point) }
  }

  /// Whether the pointer is on this view, as ``isHit(at:)`` decides, where `covers` says
  /// whether a frame (window coordinates) is under the pointer: a terminal asks whether
  /// the cells it draws the frame in hold the pointer's cell.
  package func isHit(where covers: (CGRect) -> Bool) -> Bool {
    // `allowsHitTesting(false)` passes the pointer through; `hidden()` is not there.
    guard environment.allowsHitTesting, !hidesContent else { return false }
    if primitiveModifier is any HitArea { return covers(frame) }
    if !subtreeBounds.isNull, !covers(subtreeBounds) { return false }
    let shown = children.filter { $0.view(as: (any PresentationElement).self) == nil }
    // A control (not a modifier that acts, such as a tap gesture) is hit all over.
    if shown.isEmpty || (primitiveModifier == nil && isControl) { return covers(frame) }
    return shown.contains { $0.isHit(where: covers) }
  }

  /// The control under `point` (window coordinates) in this root's own content, not in a
  /// presentation over it: the last in drawing order, the one on top. Controls under
  /// `allowsHitTesting(false)` let the pointer through.
  package func control(at point: CGPoint) -> ViewNode? {
    var control: ViewNode?
    ElementTree.walkInDrawingOrder(self) { node in
      if node !== self, node.view(as: (any PresentationElement).self) != nil { return false }
      guard node.environment.allowsHitTesting else { return false }
      if node.isControl, node.frame.contains(point) { control = node }
      return true
    }
    return control
  }
}
