extension View {
  /// Actions a list row shows when swiped from `edge` (`allowsFullSwipe`: a full swipe
  /// runs the first).
  ///
  /// With the mouse, the swipe is a drag across the row towards the opposite edge (in the
  /// terminal and in a GTK window); the actions then drop down as a menu from the row. They
  /// also open as the row's context menu does (a right click; Shift-F10 or Enter on the
  /// focused row in the terminal), and `InspectedView.swipe(edge:)` opens them in tests.
  /// With actions on both edges, a right click opens those written first.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> some View {
    modifier(SwipeActionsModifier(edge: edge, actions: content()))
  }
}

/// Opens a row's swipe actions, as a menu dropping from the row: on a drag across it
/// towards the edge opposite `edge`, or as a context menu opens.
struct SwipeActionsModifier<Actions: View>: ViewModifier {
  let edge: HorizontalEdge
  let actions: Actions
  @State private var isOpen = false

  /// How far the mouse must drag across the row: three terminal columns.
  static var distance: CGFloat { 24 }

  func body(content: Content) -> some View {
    let isOpen = $isOpen
    let edge = edge
    content
      // The marker inside its own trigger, so that opening from it finds these actions.
      .modifier(SwipeActionsMarker(edge: edge))
      .simultaneousGesture(
        DragGesture(minimumDistance: Self.distance).onEnded { value in
          let across = value.translation.width
          if edge == .trailing ? across <= -Self.distance : across >= Self.distance {
            isOpen.wrappedValue = true
          }
        }
      )
      .modifier(ContextMenuTrigger(open: { _ in isOpen.wrappedValue = true }))
      .menuList(isPresented: isOpen) { actions }
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
