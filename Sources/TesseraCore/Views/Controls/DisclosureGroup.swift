/// A label that shows or hides its content: activating the label (Enter, a click) expands
/// or collapses it, and a chevron at the trailing edge shows which.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expandedHere = false
  @Environment(\.customDisclosureGroupStyle) private var customStyle

  /// A group that keeps whether it is expanded itself, starting collapsed.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  /// The group as the disclosure group style in effect draws it: by default, the label
  /// with its chevron, and the content under it while expanded.
  public var body: some View {
    let expanded = isExpanded ?? $expandedHere
    if let customStyle {
      // The content keeps the style for groups nested in it; the style's own body does
      // not, so that a `DisclosureGroup` there is Tessera's.
      customStyle(
        DisclosureGroupStyleConfiguration(
          label: .init(content: AnyView(label)),
          content: .init(
            content: AnyView(
              content.environmentValue(\.customDisclosureGroupStyle, customStyle, name: ""))),
          isExpanded: expanded)
      )
      .environmentValue(\.customDisclosureGroupStyle, nil, name: "")
    } else {
      chevronGroup(expanded: expanded)
    }
  }

  @ViewBuilder private func chevronGroup(expanded: Binding<Bool>) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        withAnimation { expanded.wrappedValue.toggle() }
      } label: {
        HStack {
          label
          Spacer(minLength: 0)
          Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
        }
      }
      .buttonStyle(.plain)
      if expanded.wrappedValue {
        content.padding(.leading, 16)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A group titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A group titled by a localized key, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }

  /// A group titled by a string, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
}
