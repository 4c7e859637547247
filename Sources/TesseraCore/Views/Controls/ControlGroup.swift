/// Related controls side by side, drawn as one group of bordered buttons; with a label,
/// a `.menu` style shows them as a menu under it instead.
public struct ControlGroup<Content: View>: View {
  let content: Content
  /// The label a menu style shows, for a group given one.
  let label: AnyView?
  @Environment(\.customControlGroupStyle) private var customStyle

  /// A group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  /// The group as the control group style in effect draws it: by default, the controls
  /// in a row, each a bordered button.
  public var body: some View {
    if let customStyle {
      customStyle(
        ControlGroupStyleConfiguration(
          label: .init(content: label ?? AnyView(EmptyView())),
          content: .init(content: AnyView(content)))
      )
      .environmentValue(\.customControlGroupStyle, nil, name: "")
    } else {
      HStack {
        content
      }
      .buttonStyle(.bordered)
    }
  }
}

/// The content of a `ControlGroup` given a label: its controls, and the label a menu
/// style shows.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The controls.
  public var body: some View { content }
}

extension ControlGroup {
  /// A group of the controls `content` builds, labelled by `label`.
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    let labelled = LabeledControlGroupContent(content: content(), label: label())
    self.content = labelled
    self.label = AnyView(labelled.label)
  }

  /// A group titled by a localized key.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled by a string.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group titled by a localized key, with a symbol.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The group a `ControlGroupStyle` is drawing, as Tessera draws it: for a style that
  /// only adds to the usual look.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    content = configuration.content
    label = AnyView(configuration.label)
  }
}
