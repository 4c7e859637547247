/// The links of iOS 13–15 that navigation state drives: still in much sample code.
extension NavigationLink {
  /// A link shown as pushed while `isActive` is true; activating it sets `isActive`.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)"
  )
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(target: .presented(isActive, destination()), label: label())
  }

  /// A link shown as pushed while `isActive` is true; activating it sets `isActive`.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)"
  )
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(target: .presented(isActive, destination), label: label())
  }

  /// A link shown as pushed while `selection` is `tag`; activating it sets `selection`
  /// to `tag`, and popping its page sets it to nil.
  @available(*, deprecated, message: "use NavigationLink(value:label:) in a NavigationStack(path:)")
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }

  /// A link shown as pushed while `selection` is `tag`; activating it sets `selection`
  /// to `tag`, and popping its page sets it to nil.
  @available(*, deprecated, message: "use NavigationLink(value:label:) in a NavigationStack(path:)")
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { active in
        if active {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(target: .presented(isActive, destination), label: label())
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by a localized key, shown as pushed while `isActive` is true.
  @available(
    *, deprecated,
    message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)"
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link titled by a string, shown as pushed while `isActive` is true.
  @available(
    *, deprecated,
    message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)"
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled by a localized key, shown as pushed while `isActive` is true.
  @available(
    *, deprecated,
    message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)"
  )
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  /// A link titled by a string, shown as pushed while `isActive` is true.
  @available(
    *, deprecated,
    message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)"
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// A link titled by a localized key, shown as pushed while `selection` is `tag`.
  @available(*, deprecated, message: "use NavigationLink(_:value:) in a NavigationStack(path:)")
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled by a string, shown as pushed while `selection` is `tag`.
  @available(*, deprecated, message: "use NavigationLink(_:value:) in a NavigationStack(path:)")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }

  /// A link titled by a localized key, shown as pushed while `selection` is `tag`.
  @available(*, deprecated, message: "use NavigationLink(_:value:) in a NavigationStack(path:)")
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled by a string, shown as pushed while `selection` is `tag`.
  @available(*, deprecated, message: "use NavigationLink(_:value:) in a NavigationStack(path:)")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}
