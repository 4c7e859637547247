import Foundation

extension View {
  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil: the
  /// actions and the message are made from it.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return modifier(
      PresentationModifier(kind: .alert, isPresented: shown, onDismiss: nil) {
        data.map { value in
          AlertContent(title: title, message: message(value)) { actions(value) }
        }
      })
  }

  /// Shows an alert titled by a localized key about `data`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Shows an alert titled by a string about `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Shows an alert about `data`, without a message.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Shows an alert titled by a string about `data`, without a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Shows an alert about `error` while `isPresented` is true: titled by its
  /// `errorDescription`, with its `failureReason` and `recoverySuggestion` as the message.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: { _ in actions() },
      message: { error in
        let lines = [error.failureReason, error.recoverySuggestion].compactMap { $0 }
        if !lines.isEmpty { Text(lines.joined(separator: "\n")) }
      })
  }

  /// Shows an alert about `error` with a message of the app's while `isPresented` is true.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
    @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }
}
