extension View {
  /// Actions a list row shows when swiped from `edge` (`allowsFullSwipe`: a full swipe
  /// runs the first).
  ///
  /// A terminal and a desktop window have no swipe: the actions open as the row's context
  /// menu does (a right click; Shift-F10 or Enter on the focused row in the terminal), and
  /// `InspectedView.swipe(edge:)` opens them in tests. With actions on both edges, a
  /// right click opens those written first.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> some View {
    // The marker inside its own menu, so that opening from it finds that menu.
    modifier(SwipeActionsMarker(edge: edge)).contextMenu(menuItems: content)
  }
}

/// Marks a row whose actions open by a swipe from `edge`, for TesseraTesting's
/// `swipe(edge:)`.
package struct SwipeActionsMarker: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  package let edge: HorizontalEdge

  package var inspectionDescription: String {
    "swipeActions(edge: .\(edge == .leading ? "leading" : "trailing"))"
  }
}
