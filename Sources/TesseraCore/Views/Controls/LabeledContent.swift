import Foundation

/// A label and a value side by side: the label at the leading edge, the value at the
/// trailing edge in the secondary colour, as a form row shows a read-only setting.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.customLabeledContentStyle) private var customStyle

  /// A label and any content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// As the labelled-content style in effect draws it: by default the label, then the
  /// content pushed to the trailing edge.
  public var body: some View {
    if let customStyle {
      // The style's own body draws `LabeledContent(configuration)` in Tessera's look.
      customStyle(
        LabeledContentStyleConfiguration(
          label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      )
      .environmentValue(\.customLabeledContentStyle, nil, name: "")
    } else {
      HStack(alignment: .firstTextBaseline) {
        label
        Spacer(minLength: 0)
        content.foregroundColor(.secondary)
      }
    }
  }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The labelled content a `LabeledContentStyle` is drawing, as Tessera draws it.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension LabeledContent where Label == Text {
  /// Content labelled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Content labelled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labelled by a localized key.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A string value labelled by a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value written with `format`, labelled by a localized key.
  public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A value written with `format`, labelled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
