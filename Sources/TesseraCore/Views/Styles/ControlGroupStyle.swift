/// A look for every `ControlGroup` below it, written as a view built from the group's
/// label and controls. Set it with `.controlGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a control group.
  typealias Configuration = ControlGroupStyleConfiguration

  /// The group, drawn from its label and controls.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ControlGroupStyle` is given: the group's label and its controls, as views.
public struct ControlGroupStyleConfiguration {
  /// The label of a control group (empty for a group given none).
  public struct Label: View {
    let content: AnyView
    /// The group's own label.
    public var body: some View { content }
  }

  /// The controls of a control group.
  public struct Content: View {
    let content: AnyView
    /// The group's own controls.
    public var body: some View { content }
  }

  /// The group's label.
  public let label: Label
  /// The group's controls.
  public let content: Content
}

/// Tessera's control group: the controls in a row of bordered buttons.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
  /// The group as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The controls of a navigation bar (back and forward, say): a row, as the automatic
/// style draws it.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
  /// The group in a row.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The controls as a palette of choices: a row, as the automatic style draws it.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
  /// The group in a row.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The controls in a menu under the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
  /// A menu of the controls.
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// The controls in a menu under the group's label; iOS lays the menu's items out in a
/// compact row, Tessera as the menu style does.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
  /// A menu of the controls.
  public func makeBody(configuration: Configuration) -> some View {
    MenuControlGroupStyle().makeBody(configuration: configuration)
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// Tessera's row of bordered buttons.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Navigation controls in a row.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of choices in a row.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu of the controls under the group's label.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu of the controls under the group's label.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension EnvironmentValues {
  /// The control group style in effect, or nil for Tessera's own row.
  package var customControlGroupStyle: StyleBody<ControlGroupStyleConfiguration>? {
    get { self[CustomStyleKey<ControlGroupStyleConfiguration>.self] }
    set { self[CustomStyleKey<ControlGroupStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every control group below this view with `style`.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environmentValue(
      \.customControlGroupStyle, StyleBody { style.makeBody(configuration: $0) },
      name: "controlGroupStyle")
  }
}
