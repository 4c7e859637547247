extension TextField where Label == Text {
  /// A text field that grows along `axis` as its text does (`.vertical`: a field of
  /// several lines). Tessera edits it as one line that the field's width wraps.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// A text field titled by a string that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  /// A text field with a prompt that grows along `axis`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(titleKey, text: text, prompt: prompt)
  }

  /// A text field titled by a string, with a prompt, that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, prompt: prompt)
  }
}

extension SecureField where Label == Text {
  /// A secure field whose placeholder is a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title: String(title), text: text, isSecure: true)
  }

  /// A secure field with a title and a separate prompt, shown while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(
      title: prompt?.plainText ?? titleKey.resolved(), text: text, isSecure: true)
  }

  /// A secure field titled by a string, with a separate prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(title: prompt?.plainText ?? String(title), text: text, isSecure: true)
  }
}
