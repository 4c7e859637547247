/// A choice of actions in the older style: `actionSheet(isPresented:content:)` returning
/// `ActionSheet(title:message:buttons:)`. Shown as `confirmationDialog` is, as a dialog
/// over the window, with its title.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An action sheet with a title, an optional message and its buttons (a Cancel button
  /// is added when none has the cancel role).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an action sheet: the same as an alert's.
  public typealias Button = Alert.Button

  /// The sheet as a view: title, message and one button per sheet button.
  @MainActor var content: AlertContent<some View, Text> {
    let buttons = buttons
    return AlertContent(title: title, message: message) {
      ConfirmationActions(
        actions: ForEach(0..<buttons.count, id: \.self) { index in
          let button = buttons[index]
          TesseraCore.Button(role: button.role, action: { button.action?() }) { button.label }
        })
    }
  }
}

extension View {
  /// Shows the action sheet `content` makes while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
    -> some View
  {
    modifier(
      PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        content().content
      })
  }

  /// Shows the action sheet `content` makes for `item` while it is not nil.
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> ActionSheet
  ) -> some View {
    let isPresented = Binding(isPresenting: item)
    return actionSheet(isPresented: isPresented) {
      item.wrappedValue.map(content) ?? ActionSheet(title: Text(verbatim: ""))
    }
  }
}
