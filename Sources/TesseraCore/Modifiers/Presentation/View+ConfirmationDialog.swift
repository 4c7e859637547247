import Foundation

extension View {
  /// Shows a choice of actions while `isPresented` is true, as a dialog over the window
  /// (the terminal and GTK have no action sheet). A Cancel button is added when none of the
  /// actions has the `.cancel` role; the title shows only when `titleVisibility` is
  /// `.visible`.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        AlertContent(
          title: titleVisibility == .visible ? title : nil, message: message()
        ) {
          ConfirmationActions(actions: actions())
        }
      })
  }

  /// Shows a choice of actions titled by a localized key.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Shows a choice of actions titled by a string.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Shows a choice of actions titled by a localized key, without a message.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: { EmptyView() })
  }

  /// Shows a choice of actions titled by a string, without a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: { EmptyView() })
  }

  /// Shows a choice of actions about `data` while `isPresented` is true and `data` is not
  /// nil.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return confirmationDialog(
      Text(titleKey), isPresented: shown, titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } },
      message: { if let data { message(data) } })
  }

  /// Shows a choice of actions about `data`, without a message.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }
}

/// A dialog's actions, with a Cancel button after them unless one of them cancels.
struct ConfirmationActions<Actions: View>: View {
  let actions: Actions

  var body: some View {
    let cancels = ViewList.items(of: actions).contains {
      ($0.view as? any ActionControl)?.buttonRole == .cancel
    }
    actions
    if !cancels {
      Button("Cancel", role: .cancel) {}
    }
  }
}
