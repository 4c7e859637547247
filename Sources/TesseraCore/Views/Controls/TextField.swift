import Foundation

/// An editable line of text bound to a string, or to a value written and read with a
/// format. Its title is shown as the placeholder while the text is empty.
///
/// A custom ``TextFieldStyle`` set with `textFieldStyle(_:)` draws it: the style's
/// `_body(configuration:)` is given the field to decorate.
public struct TextField<Label: View>: View {
  /// The field itself, as Tessera draws it.
  let core: TextFieldCore
  /// Whether this is the field a custom style decorates, drawn without the style again.
  let isStyleConfiguration: Bool
  @Environment(\.textFieldStyleBody) private var styleBody

  init(core: TextFieldCore, isStyleConfiguration: Bool = false) {
    self.core = core
    self.isStyleConfiguration = isStyleConfiguration
  }

  init(title: String, text: Binding<String>, isSecure: Bool) {
    self.init(title: title, source: .string(text), isSecure: isSecure)
  }

  init(title: String, source: TextSource, isSecure: Bool) {
    self.init(core: TextFieldCore(title: title, source: source, isSecure: isSecure))
  }

  /// The field, through the custom style set around it if there is one.
  public var body: some View {
    if let styleBody, !isStyleConfiguration {
      styleBody(TextField<_TextFieldStyleLabel>(core: core, isStyleConfiguration: true))
    } else {
      core
    }
  }
}

/// The field Tessera draws for a `TextField`, `SecureField` or search field.
package struct TextFieldCore: View {
  /// Drawn by Tessera itself: it has no body.
  package typealias Body = Never
  let title: String
  let source: TextSource
  let isSecure: Bool
  /// Told `true` when the field takes the focus and `false` when it loses it (the older
  /// initialisers' `onEditingChanged`).
  var onEditingChanged: ((Bool) -> Void)?
  /// Run when the field is submitted, before the `onSubmit` actions around it (the older
  /// initialisers' `onCommit`).
  var onCommit: (() -> Void)?
  /// The way it grows as its text does: `.vertical` wraps the text onto more lines.
  var axis = Axis.horizontal

  init(title: String, source: TextSource, isSecure: Bool) {
    self.title = title
    self.source = source
    self.isSecure = isSecure
  }
}

extension TextField where Label == Text {
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

  /// A text field with a title and a separate prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: prompt?.plainText ?? String(title), text: text, isSecure: false)
  }

  /// A text field that tells `onEditingChanged` when it takes and loses the focus and
  /// runs `onCommit` when submitted (the spelling before `focused` and `onSubmit`).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    var core = TextFieldCore(title: titleKey.resolved(), source: .string(text), isSecure: false)
    core.onEditingChanged = onEditingChanged
    core.onCommit = onCommit
    self.init(core: core)
  }

  /// A text field titled by a string that tells `onEditingChanged` when it takes and
  /// loses the focus and runs `onCommit` when submitted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    var core = TextFieldCore(title: String(title), source: .string(text), isSecure: false)
    core.onEditingChanged = onEditingChanged
    core.onCommit = onCommit
    self.init(core: core)
  }
}

/// What a text field edits: a string, or a value through its format.
package enum TextSource {
  /// A string, edited as it is.
  case string(Binding<String>)
  /// A value, shown as its format writes it and set whenever the text parses.
  case formatted(FormattedInput)
}

/// A value a text field edits through a format.
package struct FormattedInput {
  /// The value, written by the format.
  let formatted: () -> String
  /// Sets the value from `text`, and returns the parsed value as the format writes it;
  /// nil (and the value unchanged) when `text` does not parse.
  let parse: (String) -> String?
}

/// What the user is typing into a formatted field: kept while it still stands for the
/// value, so that "12." is not written back as "12" between two keys.
final class FormattedDraft {
  var text: String?
  /// The value as formatted when the draft was last typed.
  var basis = ""
}

extension ViewNode {
  /// For a field bound to a value through a format: drops what was typed, so that the
  /// field shows the value as the format writes it ("12.5" becomes "$12.50"), as SwiftUI
  /// does when the field is submitted or loses the focus.
  func commitFormattedDraft() {
    guard let draft = locals[FormattedDraft.self], draft.text != nil else { return }
    draft.text = nil
    invalidate()
  }
}

/// A text field that hides what is typed.
public struct SecureField<Label: View>: View {
  /// The secure field's content.
  public var body: TextField<Label> { field }
  let field: TextField<Label>

  /// A secure field labelled by a view, with an optional prompt shown while it is empty
  /// (iOS 15's spelling). The prompt, else the label's text, is the placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(
      title: TextField.title(prompt: prompt, label: label()), text: text, isSecure: true)
  }
}

extension SecureField where Label == Text {
  /// A secure field whose placeholder is a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(title: titleKey.resolved(), text: text, isSecure: true)
  }
}

extension TextFieldCore: PrimitiveView, TextInputControl, InspectableElement {
  package func editedText(in node: ViewNode) -> Binding<String> {
    switch source {
    case .string(let text):
      return text
    case .formatted(let input):
      let draft = node.locals.value { FormattedDraft() }
      return Binding(
        get: {
          let value = input.formatted()
          // A value changed elsewhere replaces what was being typed.
          guard let text = draft.text, draft.basis == value else {
            draft.text = nil
            return value
          }
          return text
        },
        set: { text in
          let parsed = input.parse(text)
          let value = input.formatted()
          // The draft stays while it stands for the value: it does not parse yet ("12."
          // parses, "-" does not), or the model kept what it parsed to. A value the
          // model changed on the way (clamped, rounded to an `Int`) is shown instead.
          draft.text = parsed == nil || parsed == value ? text : nil
          draft.basis = value
        })
    }
  }

  package var inspectionTitle: String? { title }

  package var hidesText: Bool { isSecure }

  /// A vertical field edits several lines, as a text editor does.
  package var isMultiline: Bool { axis == .vertical && !isSecure }

  package var isField: Bool { true }

  package var inspectionDescription: String {
    let text: String
    switch source {
    case .string(let binding): text = binding.wrappedValue
    case .formatted(let input): text = input.formatted()
    }
    return "TextField(\"\(title)\", text: \"\(isSecure ? maskedText(text) : text)\")"
  }
}

/// A control that edits a string.
@MainActor
package protocol TextInputControl {
  /// The string the user edits in the field `node` shows.
  func editedText(in node: ViewNode) -> Binding<String>
  /// Whether what is typed is hidden (a `SecureField`): backends show a bullet for each
  /// character.
  var hidesText: Bool { get }
  /// Whether the text has several lines (a `TextEditor`, a vertical `TextField`): Return
  /// starts a new line.
  var isMultiline: Bool { get }
  /// Whether it looks like a field, with a placeholder while empty (a `TextField`), rather
  /// than a text editor's box.
  var isField: Bool { get }
}

extension TextInputControl {
  package var hidesText: Bool { false }
  package var isMultiline: Bool { false }
  package var isField: Bool { false }
}

/// A bullet for each character of `text`: how a field that hides its text shows it.
package func maskedText(_ text: String) -> String {
  String(repeating: "•", count: text.count)
}

extension ViewNode {
  /// The text the user edits, for a node that shows a text field; nil for other nodes.
  package var editedText: Binding<String>? {
    view(as: (any TextInputControl).self)?.editedText(in: self)
  }
}

extension TextField {
  /// A text field labelled by a view, with an optional prompt shown while it is empty
  /// (iOS 15's spelling). The prompt, else the label's text, is the placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: Self.title(prompt: prompt, label: label()), text: text, isSecure: false)
  }

  /// The placeholder of a field labelled by a view: the prompt, else the label's text.
  static func title(prompt: Text?, label: Label) -> String {
    prompt?.plainText ?? (label as? Text)?.plainText ?? ""
  }
}
