import Foundation

/// The gestures one press of the pointer is recognized as, from the press until every
/// one of them has ended or failed (a double tap spans two presses).
///
/// Which gestures take part follows SwiftUI: of the views under the pointer, the
/// innermost view's `gesture` wins, unless a view around it has a `highPriorityGesture`
/// (the outermost of those wins) or a control inside it is under the pointer (the control
/// acts instead); every `simultaneousGesture` under the pointer takes part as well.
@MainActor
package final class GestureSession {
  private var recognizers: [AnyGestureRecognizer]
  /// The views whose gestures take part.
  private var nodes: [WeakNode] = []

  /// Whether a gesture took the press from the controls under it: the host then does not
  /// act on the control as a click.
  package let claimsPress: Bool

  /// The session of a press at `point` (window coordinates) on the views under `root`
  /// for which `contains` is true; `control` is the control under the pointer, if any.
  /// Nil when no gesture is there.
  package init?(
    at point: CGPoint, in root: ViewNode, control: ViewNode?,
    contains: (ViewNode) -> Bool
  ) {
    var path: [(node: ViewNode, gesture: any AttachedGesture)] = []
    // In drawing order: the innermost gesture in front is the last.
    ElementTree.walkInDrawingOrder(root) { node in
      if node !== root, node.view(as: (any PresentationElement).self) != nil { return false }
      // A disabled view's gestures do nothing, as its controls do.
      if let gesture = node.primitiveModifier as? any AttachedGesture, node.environment.isEnabled,
        contains(node)
      {
        path.append((node, gesture))
      }
      return true
    }
    // A view whose mask leaves out its subviews' gestures, or its own, drops them.
    // (`.none` drops both: the view's own gesture and those inside it.)
    let allowed = path.filter { entry in
      let blocked = path.contains { outer in
        outer.node !== entry.node && !outer.gesture.mask.contains(.subviews)
          && entry.node.isInside(outer.node)
      }
      return !blocked && entry.gesture.mask.contains(.gesture)
    }
    var chosen = allowed.filter { $0.gesture.priority == .simultaneous }
    var exclusive = allowed.first { $0.gesture.priority == .high }
    if exclusive == nil, let innermost = allowed.last(where: { $0.gesture.priority == .normal }) {
      // A control inside the gesture's view, under the pointer, acts instead.
      let controlInside = control.map { $0 !== innermost.node && $0.isInside(innermost.node) }
      if controlInside != true { exclusive = innermost }
    }
    if let exclusive { chosen.append(exclusive) }
    guard !chosen.isEmpty else { return nil }
    // The press is the gestures' when one wins over the controls, or when the control
    // under the pointer is itself a view with a gesture (a tap gesture is a control): a
    // click on it would perform that gesture a second time.
    claimsPress = exclusive != nil || chosen.contains { $0.node === control }
    nodes = chosen.map { WeakNode(node: $0.node) }
    recognizers = chosen.map { entry in
      let recognizer = entry.gesture.makeRecognizer()
      recognizer.convert(with: Self.conversion(for: entry.node))
      return recognizer
    }
  }

  /// Whether every gesture has ended or failed.
  package var isFinished: Bool { recognizers.allSatisfy(\.isFinished) }

  /// Whether a new press, on the views for which `contains` is true, goes on with this
  /// session (the second tap of a double tap): it must land on one of its views.
  package func continues(where contains: (ViewNode) -> Bool) -> Bool {
    !isFinished && nodes.contains { $0.node.map(contains) == true }
  }

  /// Feeds one pointer event to every gesture still going.
  package func receive(_ event: PointerEvent) {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.receive(event) }
  }

  /// Cancels every gesture still going.
  package func cancel() {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.cancel() }
  }

  /// How window coordinates become those of a coordinate space, seen from `node`: `.local`
  /// is the node's own frame, `.named` the frame of the ancestor named so.
  package static func conversion(for node: ViewNode) -> (CGPoint, CoordinateSpace) -> CGPoint {
    { [weak node] point, space in
      guard let node else { return point }
      let origin: CGPoint
      switch space {
      case .global: return point
      case .local: origin = node.frame.origin
      case .named(let name):
        var current: ViewNode? = node
        while let ancestor = current,
          (ancestor.primitiveModifier as? CoordinateSpaceModifier)?.name != name
        {
          current = ancestor.parent
        }
        origin = current?.frame.origin ?? .zero
      }
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
  }
}
