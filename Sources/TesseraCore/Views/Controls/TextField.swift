/// An editable line of text bound to a string. Its title is shown as the placeholder
/// while the text is empty.
public struct TextField: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  let isSecure: Bool

  init(title: String, text: Binding<String>, isSecure: Bool) {
    self.title = title
    self.text = text
    self.isSecure = isSecure
  }

  /// A text field whose placeholder is a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.resolved(), text: text, isSecure: false)
  }

  /// A text field whose placeholder is a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, isSecure: false)
  }

  /// A text field with a title and a separate prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title: prompt?.plainText ?? titleKey.resolved(), text: text, isSecure: false)
  }
}

/// A text field that hides what is typed.
public struct SecureField: View {
  /// The secure field's content.
  public var body: TextField { field }
  let field: TextField

  /// A secure field whose placeholder is a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(title: titleKey.resolved(), text: text, isSecure: true)
  }
}

extension TextField: PrimitiveView, TextInputControl, InspectableElement {
  package var textBinding: Binding<String> { text }

  package var inspectionTitle: String? { title }

  package var inspectionDescription: String {
    let shown =
      isSecure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
    return "TextField(\"\(title)\", text: \"\(shown)\")"
  }
}

/// A control that edits a string.
@MainActor
package protocol TextInputControl {
  /// The edited string.
  var textBinding: Binding<String> { get }
}
