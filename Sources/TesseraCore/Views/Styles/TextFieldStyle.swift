/// How text fields below a view look: `.automatic`, `.roundedBorder`, `.plain`, or a
/// style of the app's own.
///
/// Each backend draws its own field (the terminal an underlined line, GTK a `GtkEntry`),
/// so the built-in styles keep that look. A custom style decorates the field as SwiftUI's
/// do, in `_body(configuration:)`:
/// ```swift
/// struct PillFieldStyle: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration.padding(8).background(.thinMaterial, in: Capsule())
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// What the style draws.
  associatedtype _Body: View
  /// The field decorated: `configuration` is the field itself, drawn as the platform
  /// draws it.
  func _body(configuration: TextField<_Label>) -> _Body
  /// The label type of the field a style is given.
  typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a ``TextFieldStyle`` is given (its title is the field's own).
public struct _TextFieldStyleLabel: View {
  /// Nothing of its own.
  public var body: some View { EmptyView() }
}

/// A style Tessera's backends draw themselves: the field is shown as it is.
@MainActor
protocol BuiltInTextFieldStyle: TextFieldStyle {}

extension BuiltInTextFieldStyle {
  /// The field as the backend draws it.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The platform's look for a text field.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
  /// The default style.
  public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
  /// The rounded-border style.
  public init() {}
}

/// A text field with nothing around it.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
  /// The plain style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// Nothing around the text.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// The style of the text fields below this view. The built-in styles keep the
  /// backend's own field; a custom style's `_body(configuration:)` draws each field.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let body: StyleBody<TextField<_TextFieldStyleLabel>>? =
      style is any BuiltInTextFieldStyle
      ? nil : StyleBody { style._body(configuration: $0) }
    return environmentValue(\.textFieldStyleBody, body, name: "textFieldStyle")
  }
}

extension EnvironmentValues {
  /// The custom text field style set around a view, if any (nil: the backend's field).
  var textFieldStyleBody: StyleBody<TextField<_TextFieldStyleLabel>>? {
    get { self[CustomStyleKey<TextField<_TextFieldStyleLabel>>.self] }
    set { self[CustomStyleKey<TextField<_TextFieldStyleLabel>>.self] = newValue }
  }
}
