/// A control in the menu bar (macOS) that shows its content as a menu or in a small
/// window: `MenuBarExtra("Timer", systemImage: "timer") { TimerView() }`.
///
/// Linux has no menu bar Tessera can put it in. An app made only of menu bar extras (a
/// menu bar utility) shows the first one's content as its window, titled by its label;
/// beside a window of the app's content, an extra is not shown.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
  /// Shown by Tessera itself.
  public typealias Body = Never
  private let content: Content
  private let label: Label
  private let isInserted: Binding<Bool>?

  /// An extra labelled by `label`, showing `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isInserted = nil
  }

  /// An extra labelled by `label`, in the menu bar while `isInserted` is true.
  public init(
    isInserted: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isInserted = isInserted
  }

  package var windows: [SceneWindow] {
    guard isInserted?.wrappedValue != false else { return [] }
    let content = content
    return [
      SceneWindow(
        id: nil, title: TextCollector.plainText(of: label), role: .menuBarExtra,
        isUnique: true, valueType: nil, makeContent: { _ in AnyView(content) })
    ]
  }
}

extension MenuBarExtra where Label == Text {
  /// An extra titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// An extra titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// An extra titled by a localized key, in the menu bar while `isInserted` is true.
  public init(
    _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isInserted: isInserted, content: content) { Text(titleKey) }
  }

  /// An extra titled by a string, in the menu bar while `isInserted` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isInserted: isInserted, content: content) { Text(title) }
  }
}

extension MenuBarExtra where Label == TesseraCore.Label<Text, Image> {
  /// An extra titled by a localized key, shown as a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { TesseraCore.Label(titleKey, systemImage: systemImage) }
  }

  /// An extra titled by a string, shown as a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { TesseraCore.Label(title, systemImage: systemImage) }
  }

  /// An extra titled by a localized key, shown as an image of the app's.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TesseraCore.Label(titleKey, image: image) }
  }

  /// An extra titled by a localized key, shown as a symbol, in the menu bar while
  /// `isInserted` is true.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isInserted: isInserted, content: content) {
      TesseraCore.Label(titleKey, systemImage: systemImage)
    }
  }

  /// An extra titled by a string, shown as a symbol, in the menu bar while `isInserted`
  /// is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isInserted: isInserted, content: content) {
      TesseraCore.Label(title, systemImage: systemImage)
    }
  }
}

/// How a menu bar extra shows its content: as a menu, or in a window below it.
public protocol MenuBarExtraStyle: Sendable {}

/// The platform's way: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  /// The style.
  public init() {}
}

/// The content as a menu of its buttons.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  /// The style.
  public init() {}
}

/// The content in a window below the menu bar.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  /// The style.
  public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// The platform's way: a menu.
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// The content as a menu.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// The content in a window.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
  /// How this scene's menu bar extras show their content. Accepted: an extra's content
  /// shows as a window whatever the style (see `MenuBarExtra`).
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }
}
