/// One tab of a `TabView`, as iOS 18 writes it: its label and its content in one place.
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Home", systemImage: "house", value: .home) { HomeView() }
///   Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }.badge(3)
/// }
/// ```
/// It is the same as the content with `.tabItem { label }` and `.tag(value)`, which
/// TabView reads through it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label
  /// The badge on its item, if any (`badge`).
  var badgeText: Text?

  /// A tab of `content`, labelled by `label` and selected when the selection is `value`.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// The content, labelled and tagged for its `TabView`.
  public var body: some View {
    if let value { labelled.tag(value) } else { labelled }
  }

  private var labelled:
    ModifiedContent<ModifiedContent<Content, BadgeModifier>, TabItemModifier<Label>>
  {
    content.modifier(BadgeModifier(text: badgeText)).modifier(TabItemModifier(label: label))
  }
}

extension Tab {
  /// The tab with a count on its item; 0 shows none. It stays a `Tab`, so its `value`
  /// still takes the type of the `TabView`'s selection.
  public func badge(_ count: Int) -> Self {
    badge(count == 0 ? nil : Text(verbatim: "\(count)"))
  }

  /// The tab with a label on its item; nil shows none.
  public func badge(_ label: Text?) -> Self {
    var tab = self
    tab.badgeText = label
    return tab
  }

  /// The tab with a label from a localized key on its item; nil shows none.
  public func badge(_ key: LocalizedStringKey?) -> Self {
    badge(key.map { Text($0) })
  }

  /// The tab with a label from a string on its item; nil shows none.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Self {
    badge(label.map { Text($0) })
  }
}

extension Tab: ModifiedContentInspection {
  /// A tab is read as its content with `.tabItem` and `.tag` around it.
  package var primitiveModifier: (any PrimitiveModifier)? { nil }
  package var contentView: any View {
    guard let value else { return labelled }
    return labelled.modifier(TagModifier(tag: AnyHashable(value)))
  }
}

extension Tab where Label == TesseraCore.Label<Text, Image> {
  /// A tab titled by a localized key, with a symbol, selected when the selection is
  /// `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      TesseraCore.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A tab titled by a string, with a symbol, selected when the selection is `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { TesseraCore.Label(title, systemImage: systemImage) }
  }

  /// A tab titled by a localized key, with a resource image, selected when the selection
  /// is `value`.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { TesseraCore.Label(titleKey, image: image) }
  }
}

extension Tab where Value == Never, Label == TesseraCore.Label<Text, Image> {
  /// A tab titled by a localized key, with a symbol, in a `TabView` that keeps its own
  /// selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = TesseraCore.Label(titleKey, systemImage: systemImage)
  }

  /// A tab titled by a string, with a symbol, in a `TabView` that keeps its own
  /// selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = TesseraCore.Label(title, systemImage: systemImage)
  }

  /// A tab with a role: `.search` is labelled "Search" with a magnifying glass.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = TesseraCore.Label("Search", systemImage: "magnifyingglass")
  }
}

extension Tab where Label == TesseraCore.Label<Text, Image> {
  /// A tab with a role (`.search`), selected when the selection is `value`.
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) {
      TesseraCore.Label("Search", systemImage: "magnifyingglass")
    }
  }
}

/// What a tab is for, which sets its label and place.
public struct TabRole: Hashable, Sendable {
  /// The app's search.
  public static let search = TabRole()
}
