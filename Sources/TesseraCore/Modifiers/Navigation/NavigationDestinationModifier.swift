/// Registers, with the navigation stack around the view, how values of one type on the
/// stack's path are shown: `navigationDestination(for:destination:)`.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: PrimitiveModifier {
  typealias Body = Never
  let destination: (Value) -> Destination

  /// How the registration makes a page of a value.
  private var make: (AnyHashable) -> AnyView {
    let destination = destination
    return { value in
      // The model looks registrations up by the value's type, so the cast holds.
      guard let value = value.base as? Value else { return AnyView(EmptyView()) }
      return AnyView(destination(value))
    }
  }

  func didMount(_ node: ViewNode) {
    guard let navigation = node.environment.navigation else {
      Diagnostics.warnOnce(
        "navigationDestination(for: \(Value.self).self) is outside a NavigationStack: it is "
          + "ignored. Put it on a view inside the stack.")
      return
    }
    if let codable = Value.self as? any (Hashable & Codable).Type {
      // So that a saved path holding a private type decodes.
      CodableTypes.remember(codable)
    }
    let registration = DestinationRegistration(
      type: ObjectIdentifier(Value.self), make: make)
    node.locals[DestinationRegistration.self] = registration
    navigation.register(registration)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    // The closure captures the data of the view it is on: pages it shows follow it.
    guard let registration = node.locals[DestinationRegistration.self] else { return }
    registration.make = make
    node.environment.navigation?.refreshReaders(of: registration.type)
  }

  func willUnmount(_ node: ViewNode) {
    guard let registration = node.locals[DestinationRegistration.self] else { return }
    node.environment.navigation?.unregister(registration)
  }
}

extension View {
  /// Shows values of type `data` that the navigation stack around this view is given
  /// (by a `NavigationLink(value:)` or its path) as the view `destination` makes of each.
  ///
  /// Put it on a view inside the stack, outside lazy containers (a `List`'s rows), so that
  /// it is there before a value of its type is pushed.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }
}
