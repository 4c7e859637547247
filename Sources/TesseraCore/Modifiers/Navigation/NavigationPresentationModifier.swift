/// Pushes a view onto the navigation stack around it while a binding says so:
/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`.
struct NavigationPresentationModifier: PrimitiveModifier {
  typealias Body = Never
  /// The view to show, or nil when the binding says not to show it.
  let content: () -> AnyView?
  /// Sets the binding back (the page was popped).
  let dismiss: () -> Void

  func didMount(_ node: ViewNode) {
    guard node.environment.navigation != nil else {
      Diagnostics.warnOnce(
        "navigationDestination(isPresented:) or (item:) is outside a NavigationStack: it is "
          + "ignored. Put it on a view inside the stack.")
      return
    }
    apply(to: node)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) { apply(to: node) }

  func willUnmount(_ node: ViewNode) {
    guard let shown = node.locals[PresentedDestination.self] else { return }
    node.environment.navigation?.withdraw(shown)
  }

  /// Shows, refreshes or withdraws the page to match the binding.
  private func apply(to node: ViewNode) {
    guard let navigation = node.environment.navigation else { return }
    let shown = node.locals[PresentedDestination.self]
    guard let view = content() else {
      if let shown { navigation.withdraw(shown) }
      return
    }
    if let shown {
      shown.content = view
      shown.dismiss = dismiss
      if navigation.isShowing(shown) {
        shown.reader?.invalidate()
        return
      }
    }
    let destination = shown ?? PresentedDestination(content: view, dismiss: dismiss)
    node.locals[PresentedDestination.self] = destination
    navigation.present(destination)
  }
}

extension View {
  /// Pushes `destination` onto the navigation stack around this view while `isPresented`
  /// is true; going back sets it to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(
      NavigationPresentationModifier(
        content: { isPresented.wrappedValue ? view : nil },
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the view `destination` makes of `item` onto the navigation stack around this
  /// view while `item` is not nil; going back sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationPresentationModifier(
        content: { item.wrappedValue.map { AnyView(destination($0)) } },
        dismiss: { item.wrappedValue = nil }))
  }
}
