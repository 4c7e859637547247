/// A look for every `Menu` below it, written as a view built from the menu.
///
/// ```swift
/// struct RedMenuStyle: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Menu(configuration).foregroundStyle(.red)
///   }
/// }
/// ```
/// Set it with `.menuStyle(_:)`. The built-in `.automatic`, `.button` and
/// `.borderlessButton` are all drawn as Tessera's menu button.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a menu.
  typealias Configuration = MenuStyleConfiguration

  /// The menu, drawn: usually `Menu(configuration)` with something added.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `MenuStyle` is given: the menu itself, which `Menu(configuration)` draws.
public struct MenuStyleConfiguration {
  /// The label of a menu, as a view.
  public struct Label: View {
    let content: AnyView
    /// The menu's own label.
    public var body: some View { content }
  }

  /// The items of a menu, as a view.
  public struct Content: View {
    let content: AnyView
    /// The menu's own items.
    public var body: some View { content }
  }

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// Tessera's menu: a button that opens the list of actions.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
  /// The menu as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button. Tessera draws it as its usual menu.
public typealias ButtonMenuStyle = DefaultMenuStyle
/// A menu drawn without a button's look. Tessera draws it as its usual menu.
public typealias BorderlessButtonMenuStyle = DefaultMenuStyle

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default look.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
  /// A button's look (Tessera's usual menu).
  public static var button: DefaultMenuStyle { DefaultMenuStyle() }
  /// No button's look (Tessera's usual menu).
  public static var borderlessButton: DefaultMenuStyle { DefaultMenuStyle() }
}

extension EnvironmentValues {
  /// The menu style written as a view in effect, or nil for Tessera's own.
  package var customMenuStyle: StyleBody<MenuStyleConfiguration>? {
    get { self[CustomStyleKey<MenuStyleConfiguration>.self] }
    set { self[CustomStyleKey<MenuStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every menu below this view with `style`.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environmentValue(
      \.customMenuStyle, StyleBody { style.makeBody(configuration: $0) }, name: "menuStyle")
  }
}
