/// Content in a framed box, under an optional label: related controls set apart from the
/// rest of a screen.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box of `content` under `label`: the earlier spelling.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { label })
  }

  /// The label in bold, the content under it, in a rounded frame as wide as offered.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.separator, lineWidth: 1))
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
