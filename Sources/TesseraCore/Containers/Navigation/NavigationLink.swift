/// A control that pushes a page onto the enclosing navigation stack: a destination view,
/// or a value that the stack's `navigationDestination(for:)` shows.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label
  let target: Target

  /// What activating the link does.
  enum Target {
    /// Pushes the view.
    case destination(Destination)
    /// Appends the value to the stack's path (nothing for nil).
    case value(AnyHashable?)
    /// Shows the view while the binding is true; activating sets it.
    case presented(Binding<Bool>, Destination)
  }

  init(target: Target, label: Label) {
    self.target = target
    self.label = label
  }

  /// A link with a custom label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(target: .destination(destination), label: label())
  }

  /// A link whose destination and label are built by closures.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path, shown by the
  /// `navigationDestination(for:)` for its type. A nil value makes the link do nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(target: .value(value.map { AnyHashable($0) }), label: label())
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled by a localized key that appends `value` to the stack's path.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled by a string that appends `value` to the stack's path.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
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

extension NavigationLink.Target: InputComparable {
  /// Whether a link whose parent was evaluated again still does the same: a destination of
  /// the same inputs or an equal value (a binding may have changed: never the same).
  func isSameInput(as other: Self) -> Bool {
    switch (self, other) {
    case (.destination(let old), .destination(let new)):
      ViewInputs.areEqual(old, new)
    case (.value(let old), .value(let new)): old == new
    default: false
    }
  }
}

extension NavigationLink: PrimitiveView, ActionControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(label, key: ChildKey(.part("label"), for: label))
    if node.showsDisclosureIndicator {
      // The chevron at the trailing edge of a link row, as iOS draws one.
      let chevron = Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        .accessibilityHidden(true)
      children.append(chevron, key: ChildKey(.part("disclosure"), for: chevron))
    }
    if case .presented(let isActive, let destination) = target {
      // The link's destination behaves as a `navigationDestination(isPresented:)` on the
      // link: it is shown while the binding is true, however it became true.
      let presenter = EmptyView().navigationDestination(isPresented: isActive) { destination }
      children.append(presenter, key: ChildKey(.part("destination"), for: presenter))
    }
  }

  package var buttonRole: ButtonRole? { nil }

  /// A list row's link is drawn in the primary colour, as iOS draws one, its chevron
  /// (made with its children) marking it; a link elsewhere is tinted like a button.
  package func appearance(of node: ViewNode) -> ButtonAppearance {
    let hasChevron = node.children.contains { $0.key.slot == .part("disclosure") }
    return hasChevron ? .plain : appearance(in: node.environment)
  }

  /// A link that is a row of a list with a selection of its value's type selects its
  /// value (a split view's sidebar); any other link pushes.
  package func activate(node: ViewNode) {
    if case .value(let value?) = target {
      // The row is the link, or a modifier wrapping it (`.tag`, `.badge`, …).
      var candidate: ViewNode? = node
      while let current = candidate {
        if let row = current.selectableRow {
          if ViewNode.select(value, in: row.list, at: row.listNode) { return }
          break
        }
        guard let parent = current.parent,
          parent.children.filter({ !$0.key.isPart }).count == 1,
          parent.view(as: (any RowSelecting).self) == nil
        else { break }
        candidate = parent
      }
    }
    activate(in: node.environment)
  }

  package func activate(in environment: EnvironmentValues) {
    guard let navigation = environment.navigation else {
      Diagnostics.warnOnce(
        "A NavigationLink is presenting a value but there is no matching navigation stack "
          + "around it: wrap the views in a NavigationStack or NavigationView.")
      return
    }
    switch target {
    case .destination(let destination):
      // In a column of a navigation view, the next column shows it.
      if let column = environment.navigationLinkColumn {
        column.show(AnyView(destination))
      } else {
        navigation.push(AnyView(destination))
      }
    case .value(nil):
      return
    case .value(let value?):
      guard navigation.hasDestination(for: value) else {
        Diagnostics.warnOnce(
          "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there "
            + "is no matching navigationDestination declaration visible from the location of "
            + "the link. The link cannot be activated.")
        return
      }
      navigation.appendToPath(value)
    case .presented(let isActive, _):
      isActive.wrappedValue = true
    }
  }

  package var inspectionDescription: String { "NavigationLink" }
}

/// A link that stands for a value (`NavigationLink(value:)`): a list row it is tagged by.
@MainActor
package protocol ValueLink {
  /// The value, or nil for a link that pushes a view.
  var linkValue: AnyHashable? { get }
}

extension NavigationLink: ValueLink {
  package var linkValue: AnyHashable? {
    if case .value(let value) = target { return value }
    return nil
  }
}

extension ViewNode {
  /// Whether this link is a list row (or all of one: a row view whose body is the link)
  /// of a list that shows a chevron on link rows: every style but the sidebar's, outside
  /// a navigation view's columns.
  fileprivate var showsDisclosureIndicator: Bool {
    // A sidebar's rows, and a navigation view's column whose links show in the next
    // column, are chosen, not pushed: no chevron, as on an iPad.
    guard environment.listStyleName != SidebarListStyle().name,
      environment.navigationLinkColumn == nil
    else { return false }
    var node = self
    while !node.isListRow {
      guard let parent = node.parent, !node.key.isPart,
        parent.children.filter({ !$0.key.isPart }).count == 1
      else { return false }
      node = parent
    }
    return true
  }
}
