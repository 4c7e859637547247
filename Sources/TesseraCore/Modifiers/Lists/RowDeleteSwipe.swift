/// The swipe of each row that a `ForEach` with `onDelete` makes, as in SwiftUI: a drag
/// across the row towards the leading edge offers Delete. A row with swipe actions of its
/// own offers those instead.
package struct RowDeleteSwipe: WrappingModifier, InspectableElement {
  package typealias Body = Never
  /// Whether the rows can be deleted (`onDelete(perform: nil)` turns it off).
  let isActive: Bool

  package func wrap<Content: View>(_ content: Content) -> any View {
    RowDeleteSwipeView(content: content, isActive: isActive)
  }

  package var inspectionDescription: String { "onDelete swipe" }
}

/// One row with its delete swipe; it learns from a preference whether the row has swipe
/// actions of its own.
private struct RowDeleteSwipeView<Content: View>: View {
  let content: Content
  let isActive: Bool
  @State private var hasOwnActions = false

  var body: some View {
    content
      .onPreferenceChange(OwnSwipeActionsKey.self) { hasOwnActions = $0 }
      .modifier(
        SwipeActionsModifier(
          edge: .trailing, actions: Text("Delete").modifier(RowDeleteControl()),
          isActive: isActive && !hasOwnActions, opensAsContextMenu: false))
  }
}

/// The Delete item of a row's swipe: deletes the row its menu drops from, through the
/// `onDelete` of the row's `ForEach`.
package struct RowDeleteControl: PrimitiveModifier, ActionControl, InspectableElement {
  package typealias Body = Never

  package var buttonRole: ButtonRole? { .destructive }

  package func activate(in environment: EnvironmentValues) {}

  /// The menu is inside the row, so the row is found from the item.
  package func activate(node: ViewNode) { _ = node.performRowDeletion() }

  package var inspectionDescription: String { "deleteRow" }
}
