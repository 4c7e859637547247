/// Content in a framed box, under an optional label: related controls set apart from the
/// rest of a screen.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.customGroupBoxStyle) private var customStyle

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box of `content` under `label`: the earlier spelling.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { label })
  }

  /// The box as the group box style in effect draws it: by default, the label in bold
  /// and the content under it, in a rounded frame as wide as offered.
  public var body: some View {
    if let customStyle {
      // The content keeps the style for boxes nested in it; the style's own body does
      // not, so that `GroupBox(configuration)` there is Tessera's box.
      customStyle(
        GroupBoxStyleConfiguration(
          label: .init(content: AnyView(label)),
          content: .init(
            content: AnyView(content.environmentValue(\.customGroupBoxStyle, customStyle, name: ""))
          )
        )
      )
      .environmentValue(\.customGroupBoxStyle, nil, name: "")
    } else {
      VStack(alignment: .leading, spacing: 8) {
        label.font(.headline)
        content
      }
      .padding(16)
      .frame(maxWidth: .infinity, alignment: .leading)
      .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.separator, lineWidth: 1))
    }
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a `GroupBoxStyle` is drawing, as Tessera draws it: for a style that
  /// only adds to the usual look.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A box titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A box titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}
