import Foundation

/// Where the pointer is over a view that follows it (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this point.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

/// Tells an action when the pointer comes over the modified view, moves on it and leaves.
/// While any view has one, backends report the pointer's moves with no button held (the
/// terminal turns its motion tracking on only then).
package struct HoverModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  let coordinateSpace: CoordinateSpace
  /// Whether the action wants every move, or only coming and going.
  let isContinuous: Bool
  let action: (HoverPhase) -> Void

  package func didMount(_ node: ViewNode) { node.graph?.hover.viewCount += 1 }
  package func willUnmount(_ node: ViewNode) {
    node.graph?.hover.viewCount -= 1
    node.graph?.hover.forget(node)
  }

  package var inspectionDescription: String {
    isContinuous ? "onContinuousHover" : "onHover"
  }
}

extension View {
  /// Runs `action` with true when the pointer comes over this view, and false when it
  /// leaves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(
      HoverModifier(coordinateSpace: .local, isContinuous: false) { phase in
        action(phase != .ended)
      })
  }

  /// Runs `action` as the pointer comes over this view and moves on it (`.active` with
  /// its location in `coordinateSpace`), and when it leaves (`.ended`).
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(HoverModifier(coordinateSpace: coordinateSpace, isContinuous: true, action: action))
  }
}
