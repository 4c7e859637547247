/// The content of a toolbar item placed over the on-screen keyboard (`.keyboard`): shown
/// only while a text field or editor of the window has the focus, as iOS shows it only
/// while the keyboard is up. A terminal or a desktop has no on-screen keyboard, so the
/// items go where `.keyboard` puts them in the bar.
struct KeyboardToolbarContent<Content: View>: View {
  let content: Content
  @TextInputFocus private var isEditingText: Bool

  var body: some View {
    if isEditingText { content }
  }
}

/// Whether a text field or editor of the window has the focus, read again each time the
/// focus moves.
@propertyWrapper
struct TextInputFocus: InstallableProperty {
  private(set) var wrappedValue = false

  @MainActor mutating func install(in node: ViewNode, slot: Int) {
    guard let graph = node.graph else { return }
    // Told, as the readers of focused values are, when the focus moves.
    graph.focus.values.read(by: node)
    wrappedValue = graph.focus.focused?.view(as: (any TextInputControl).self) != nil
  }
}
