/// How text fields below a view look: `.automatic`, `.roundedBorder` or `.plain`.
///
/// Each backend draws its own field (the terminal an underlined line, GTK a `GtkEntry`),
/// so the style is accepted and every field keeps that look.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The platform's look for a text field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
}

/// A text field with nothing around it.
public struct PlainTextFieldStyle: TextFieldStyle {
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
  /// The style of the text fields below this view; accepted (see ``TextFieldStyle``).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
