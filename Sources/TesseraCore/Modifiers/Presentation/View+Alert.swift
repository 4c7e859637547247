extension View {
  /// Shows an alert while `isPresented` is true. Any of its buttons closes it after
  /// running its action; with no buttons it has an "OK" button.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        AlertContent(title: title, message: message(), actions: actions)
      })
  }

  /// Shows an alert titled by a localized key while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert titled by a string while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert without a message while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Shows an alert titled by a string, without a message, while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Shows the alert that `content` makes while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    modifier(
      PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        content().content
      })
  }

  /// Shows the alert that `content` makes for `item` while it is not nil.
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> Alert
  ) -> some View {
    let isPresented = Binding(isPresenting: item)
    return modifier(
      PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        item.wrappedValue.map { content($0).content.id($0.id) }
      })
  }
}
