/// A control that pushes a destination onto the enclosing navigation stack.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label
  let destination: Destination

  /// A link with a custom label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A link whose destination and label are built by closures.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled by a string, whose destination a closure builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }

  /// A link titled by a localized key, whose destination a closure builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }
}

extension NavigationLink: PrimitiveView, ActionControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(label, key: ChildKey(.part("label"), for: label))
  }

  package var buttonRole: ButtonRole? { nil }

  package func activate(in environment: EnvironmentValues) {
    guard let navigation = environment.navigation else {
      Diagnostics.warnOnce(
        "A NavigationLink is presenting a value but there is no matching navigation stack "
          + "around it: wrap the views in a NavigationStack or NavigationView.")
      return
    }
    navigation.push(AnyView(destination))
  }

  package var inspectionDescription: String { "NavigationLink" }
}
