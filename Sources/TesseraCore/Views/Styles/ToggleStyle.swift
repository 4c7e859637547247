/// A look and an interaction for every toggle below it, written as a view built from the
/// toggle's label and its bound value.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Label { configuration.label } icon: {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       }
///     }
///   }
/// }
/// ```
/// Set it with `.toggleStyle(_:)`. The built-in `.automatic`, `.switch`, `.button` and
/// `.checkbox` are drawn by each backend with its own controls (in GTK, a `GtkSwitch`,
/// a `GtkToggleButton` and a `GtkCheckButton`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a toggle.
  typealias Configuration = ToggleStyleConfiguration

  /// The toggle, drawn and made to act: set `configuration.isOn` to change it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the toggle's label and its bound value.
public struct ToggleStyleConfiguration {
  /// The label of a toggle, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The toggle's own label.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it sets the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off.
  public var isMixed: Bool = false
}

/// The default toggle look: a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ToggleAppearance { .switch }
  /// The toggle as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The colour of the switch while it is on, when it has one of its own.
  let tint: Color?

  /// Creates the style.
  public init() { tint = nil }

  /// A switch drawn in `tint` while it is on. SwiftUI deprecates this form in favour of
  /// `tint(_:)`; Tessera keeps it unmarked, so old code builds without warnings.
  public init(tint: Color) { self.tint = tint }
  package var appearance: ToggleAppearance { .switch }
  /// The toggle as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that stays pressed while the toggle is on: bordered when off, prominent when
/// on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ToggleAppearance { .button }
  /// A button that flips the value: what the style looks like when another style's body
  /// uses it (a toggle with this style in effect is drawn by the backend).
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    if isOn.wrappedValue {
      Button {
        isOn.wrappedValue.toggle()
      } label: {
        configuration.label
      }
      .buttonStyle(.borderedProminent)
    } else {
      Button {
        isOn.wrappedValue.toggle()
      } label: {
        configuration.label
      }
      .buttonStyle(.bordered)
    }
  }
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ToggleAppearance { .checkbox }
  /// A plain button with a box, checked while the toggle is on: what the style looks
  /// like when another style's body uses it (a toggle with this style in effect is drawn
  /// by the backend).
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    Button {
      isOn.wrappedValue.toggle()
    } label: {
      HStack {
        Image(systemName: isOn.wrappedValue ? "checkmark.square" : "square")
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default look.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A toggle style the backends draw themselves.
@MainActor
package protocol BuiltInToggleStyle {
  /// How the backends draw it.
  var appearance: ToggleAppearance { get }
}

extension View {
  /// Draws every toggle below this view with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let builtIn = style as? any BuiltInToggleStyle
    let custom =
      builtIn != nil
      ? nil : StyleBody<ToggleStyleConfiguration> { style.makeBody(configuration: $0) }
    return environmentValue(\.customToggleStyle, custom, name: "toggleStyle")
      .environmentValue(\.toggleAppearance, builtIn?.appearance ?? .switch, name: "toggleStyle")
      .environmentValue(
        \.switchTint, (style as? SwitchToggleStyle)?.tint, name: "toggleStyle(tint)")
  }
}

/// The tint of `SwitchToggleStyle(tint:)`, kept apart from `tint` because it colours only
/// the switches below.
private struct SwitchTintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private struct ToggleAppearanceKey: EnvironmentKey {
  static var defaultValue: ToggleAppearance { .switch }
}

extension EnvironmentValues {
  /// How the backends draw the toggles below, when no style of the app's draws them.
  package var toggleAppearance: ToggleAppearance {
    get { self[ToggleAppearanceKey.self] }
    set { self[ToggleAppearanceKey.self] = newValue }
  }

  /// The colour switches below are drawn in while on, set by `SwitchToggleStyle(tint:)`.
  package var switchTint: Color? {
    get { self[SwitchTintKey.self] }
    set { self[SwitchTintKey.self] = newValue }
  }

  /// The toggle style written as a view in effect, or nil for the backend's own.
  package var customToggleStyle: StyleBody<ToggleStyleConfiguration>? {
    get { self[CustomStyleKey<ToggleStyleConfiguration>.self] }
    set { self[CustomStyleKey<ToggleStyleConfiguration>.self] = newValue }
  }
}
