/// A built-in button style, which the backends draw themselves.
@MainActor
package protocol BuiltInButtonStyle {
  /// How a backend draws the button.
  var appearance: ButtonAppearance { get }
}

/// The platform's default button look: the label in the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ButtonAppearance { .tinted }
  /// The button as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, in its own colours.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ButtonAppearance { .plain }
  /// The button as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the accent colour, with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ButtonAppearance { .tinted }
  /// The button as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a light fill.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ButtonAppearance { .bordered }
  /// The button as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in white on the accent colour: the one action a screen is for.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the style.
  public init() {}
  package var appearance: ButtonAppearance { .borderedProminent }
  /// The button as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the accent colour.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The label on a light fill.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label in white on the accent colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
