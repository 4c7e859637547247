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

/// Whether a row has swipe actions of its own: a row that `onDelete` lets go then offers
/// those, not Delete, as in SwiftUI.
struct OwnSwipeActionsKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

/// Opens a row's swipe actions, as a menu dropping from the row: on a drag across it
/// towards the edge opposite `edge`, or as a context menu opens (when
/// `opensAsContextMenu`). Unless `isActive`, it opens nothing (the row has actions of its
/// own that take the swipe).
struct SwipeActionsModifier<Actions: View>: ViewModifier {
  let edge: HorizontalEdge
  let actions: Actions
  var isActive = true
  var opensAsContextMenu = true
  @State private var isOpen = false

  /// How far the mouse must drag across the row: three terminal columns.
  static var distance: CGFloat { 24 }

  func body(content: Content) -> some View {
    let isOpen = $isOpen
    let edge = edge
    let isActive = isActive
    let opensAsContextMenu = opensAsContextMenu
    content
      // The marker inside its own trigger, so that opening from it finds these actions.
      .modifier(SwipeActionsMarker(edge: edge))
      .simultaneousGesture(
        DragGesture(minimumDistance: Self.distance).onEnded { value in
          let across = value.translation.width
          if isActive, edge == .trailing ? across <= -Self.distance : across >= Self.distance {
            isOpen.wrappedValue = true
          }
        }
      )
      .modifier(
        ContextMenuTrigger(
          open: opensAsContextMenu ? { _ in if isActive { isOpen.wrappedValue = true } } : nil)
      )
      .menuList(isPresented: isOpen) { actions }
      .preference(key: OwnSwipeActionsKey.self, value: isActive)
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
