/// The list a menu drops down (a `Menu`'s, a context menu's): its items one under
/// another, lined up at the leading edge, in the system's look. Choosing one closes the
/// list.
struct MenuList<Items: View>: View {
  let items: Items
  @Environment(\.dismiss) private var dismiss

  init(@ViewBuilder items: () -> Items) {
    self.items = items()
  }

  var body: some View {
    let dismiss = dismiss
    VStack(alignment: .leading, spacing: 0) {
      items
    }
    // The system draws a menu's items: the app's button style does not reach them.
    .environmentValue(\.actionCompletion, { dismiss() }, name: "")
    .environmentValue(\.buttonStyle, .builtIn(.menuItem), name: "")
  }
}

extension View {
  /// Shows `items` as a menu's list, dropping down from this view, while `isPresented`:
  /// the one presentation a `Menu`, a context menu and swipe actions share.
  func menuList<Items: View>(isPresented: Binding<Bool>, @ViewBuilder items: () -> Items)
    -> some View
  {
    let items = items()
    return modifier(
      PresentationModifier(kind: .menu, isPresented: isPresented, onDismiss: nil) {
        MenuList { items }
      })
  }
}
