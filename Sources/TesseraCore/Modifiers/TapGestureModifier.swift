import Foundation

/// Runs an action when the modified view is tapped (clicked) `count` times in quick
/// succession. In the terminal the view also takes the focus with Tab, and Enter runs
/// the action, so that every tappable view can be reached from the keyboard.
package struct TapGestureModifier: PrimitiveModifier, ActionControl, InspectableElement {
  package typealias Body = Never
  let count: Int
  let action: () -> Void

  package var buttonRole: ButtonRole? { nil }

  package func activate(in environment: EnvironmentValues) { action() }

  package var tapCount: Int { max(count, 1) }

  /// A tappable view keeps its own look.
  package func appearance(in environment: EnvironmentValues) -> ButtonAppearance { .plain }

  package var inspectionDescription: String { "onTapGesture(count: \(count))" }
}

extension View {
  /// Runs `action` when this view is tapped `count` times (a click of the mouse, or Enter
  /// on the focused view in the terminal).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

extension View {
  /// Runs `action` with the location of the tap, in `coordinateSpace`, when this view is
  /// tapped `count` times. From the keyboard (Enter on the focused view) the location is
  /// the middle of the view.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { tap in
        action(tap.location)
      })
  }
}
