extension TextField where Label == Text {
  /// A text field that grows along `axis` as its text does. A `.vertical` field wraps its
  /// text onto as many lines as it needs, within `lineLimit`, and scrolls past that;
  /// Return starts a new line, as on iPhone.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
    self = withAxis(axis)
  }

  /// A text field titled by a string that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
    self = withAxis(axis)
  }

  /// A text field with a prompt that grows along `axis`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(titleKey, text: text, prompt: prompt)
    self = withAxis(axis)
  }

  /// A text field titled by a string, with a prompt, that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, prompt: prompt)
    self = withAxis(axis)
  }
}

extension TextField {
  /// A text field labelled by a view that grows along `axis`, with an optional prompt
  /// shown while it is empty.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
    self = withAxis(axis)
  }

  /// This field, growing along `axis`.
  func withAxis(_ axis: Axis) -> Self {
    var core = core
    core.axis = axis
    return Self(core: core, isStyleConfiguration: isStyleConfiguration)
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
