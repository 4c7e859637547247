import Foundation

extension View {
  /// Runs `action` with `true` when at least `threshold` (a fraction, 0…1) of this view
  /// shows in the scroll view around it, and with `false` when it drops below: once laid
  /// out if it shows, then at each crossing, as the user scrolls (iOS 18).
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void
  ) -> some View {
    modifier(
      GeometryChangeModifier(
        geometry: { node in Self.shownFraction(of: node) },
        transform: { $0 >= threshold },
        action: { old, new in
          // The first delivery gives the same value twice: only showing is news then.
          if old != new || new { action(new) }
        }))
  }

  /// How much of `node` (by area) shows in the nearest scroll view around it; nil outside
  /// one.
  @MainActor
  private static func shownFraction(of node: ViewNode) -> Double? {
    var ancestor = node.parent
    while let current = ancestor {
      if current.view(as: (any ScrollingContainer).self) != nil {
        let frame = node.frame
        let area = frame.width * frame.height
        guard area > 0 else { return 0 }
        let shown = frame.clipped(to: current.frame)
        return Double(shown.width * shown.height / area)
      }
      ancestor = current.parent
    }
    return nil
  }
}
