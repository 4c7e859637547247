extension View {
  /// Actions for this view, opened by a secondary click (a right click) or, in the
  /// terminal, Shift-F10 or Enter on the focused view. They drop down from the view as a
  /// `Menu`'s do; choosing one runs it and closes them.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    let items = menuItems()
    return modifier(ContextMenuModifier(subject: { _ in () }, items: { _ in items }))
  }

  /// Actions for this view, with a preview shown while they are open on iOS. The preview
  /// is not shown.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }
}

/// Keeps what a view's context menu is open for (nil while closed), and shows it while it
/// is open: the menu's items for that subject.
struct ContextMenuModifier<Subject, Items: View>: ViewModifier {
  /// What the menu is for, from the view the click or key landed on.
  let subject: @MainActor (ViewNode) -> Subject
  let items: (Subject) -> Items
  @State private var openFor: Subject?

  func body(content: Content) -> some View {
    let openFor = $openFor
    let isOpen = Binding(isPresenting: openFor)
    let subject = subject
    content
      .modifier(ContextMenuTrigger(open: { openFor.wrappedValue = subject($0) }))
      .menuList(isPresented: isOpen) {
        if let shown = openFor.wrappedValue { items(shown) }
      }
  }
}

/// Marks a view that has a context menu, and opens it: backends find it from the view a
/// secondary click or key lands on.
package struct ContextMenuTrigger: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// Opens the menu for the view the click or key landed on (this one or one inside it);
  /// nil for none (a row's delete swipe, which has no context menu).
  let open: ((ViewNode) -> Void)?

  package var inspectionDescription: String { "contextMenu" }
}

extension ViewNode {
  /// Whether this node is a view with a context menu.
  package var hasContextMenu: Bool { (primitiveModifier as? ContextMenuTrigger)?.open != nil }

  /// Opens the context menu of this node or the nearest view around it that has one, as a
  /// right click would.
  package func performOpenContextMenu() -> ActionOutcome {
    var current: ViewNode? = self
    while let node = current {
      if let open = (node.primitiveModifier as? ContextMenuTrigger)?.open {
        guard node.environment.isEnabled else { return .disabled }
        open(self)
        return .performed
      }
      current = node.parent
    }
    return .notApplicable
  }

  /// The innermost view with a context menu under this node for which `isUnderPointer`
  /// holds (the backend knows how its frame meets the pointer: the terminal by cells);
  /// nil when none does. Views under `allowsHitTesting(false)` let the click through.
  /// Walks the tree: for a secondary click, not every frame.
  package func contextMenuView(where isUnderPointer: (ViewNode) -> Bool) -> ViewNode? {
    var found: ViewNode?
    ElementTree.walk(self) { node in
      guard node.environment.allowsHitTesting else { return false }
      if node.hasContextMenu, isUnderPointer(node) { found = node }
      return true
    }
    return found
  }
}
