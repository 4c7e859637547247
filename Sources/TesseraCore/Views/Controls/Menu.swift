/// A button that opens a list of actions: its content's buttons, pickers, toggles and
/// nested menus. Choosing an action runs it and closes the menu; Esc closes it without
/// choosing.
///
/// The list drops down from the menu's label, in a box in the terminal and a pop-over in a
/// GTK window. With a `primaryAction`, activating the menu runs that action instead; the
/// list then opens as a context menu would (a right click, Shift-F10 or the Menu key),
/// where SwiftUI opens it on a long press.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  @State private var isOpen = false
  /// What closes the menus this one is in, when it is nested.
  @Environment(\.actionCompletion) private var closeEnclosingMenus
  @Environment(\.customMenuStyle) private var customStyle

  /// A menu of `content`'s actions, shown by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// A menu whose label runs `primaryAction` when activated.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// The menu as the menu style in effect draws it: by default, the label as a button,
  /// and the list while it is open.
  public var body: some View {
    if let customStyle {
      // The style's own body draws Tessera's menu, as `Menu(configuration)` asks; the
      // list keeps the style for menus nested in it.
      customStyle(
        MenuStyleConfiguration(
          label: .init(content: AnyView(label)),
          content: .init(
            content: AnyView(content.environmentValue(\.customMenuStyle, customStyle, name: ""))),
          primaryAction: primaryAction)
      )
      .environmentValue(\.customMenuStyle, nil, name: "")
    } else {
      menuButton
    }
  }

  @ViewBuilder private var menuButton: some View {
    let isOpen = $isOpen
    let closeEnclosingMenus = closeEnclosingMenus
    Button {
      if let primaryAction { primaryAction() } else { isOpen.wrappedValue = true }
    } label: {
      label
    }
    // Opening a menu inside a menu keeps the outer one open.
    .environmentValue(
      \.actionCompletion, primaryAction == nil ? nil : closeEnclosingMenus, name: ""
    )
    .modifier(ListOpener(isEnabled: primaryAction != nil) { isOpen.wrappedValue = true })
    .menuList(isPresented: isOpen) {
      // Choosing an action closes this menu and every menu it is in.
      content.environmentValue(
        \.actionCompletion,
        {
          isOpen.wrappedValue = false
          closeEnclosingMenus?()
        }, name: "")
    }
  }
}

extension Menu where Label == Text {
  /// A menu titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A menu titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A menu titled by a localized key whose title runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == TesseraCore.Label<Text, Image> {
  /// A menu titled by a localized key, with a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { TesseraCore.Label(titleKey, systemImage: systemImage) })
  }

  /// A menu titled by a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { TesseraCore.Label(title, systemImage: systemImage) })
  }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a `MenuStyle` is drawing, as Tessera draws it: for a style that only adds to
  /// the usual look, such as `Menu(configuration).foregroundStyle(.red)`.
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.primaryAction = configuration.primaryAction
  }
}

/// For a menu with a primary action, the other way to open its list: what opens a
/// context menu. (A long press, SwiftUI's way, would make the button a gesture, which
/// Return and a tap would then perform instead of the primary action.)
private struct ListOpener: ViewModifier {
  let isEnabled: Bool
  let open: () -> Void

  func body(content: Content) -> some View {
    if isEnabled {
      content.modifier(ContextMenuTrigger(open: { _ in open() }))
    } else {
      content
    }
  }
}
