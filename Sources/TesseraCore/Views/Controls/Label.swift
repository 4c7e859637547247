/// A title with an icon. `.labelStyle(.iconOnly)` shows only the icon and keeps the title
/// as its accessibility label.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style
  @Environment(\.customLabelStyle) private var customStyle

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and title, as the label style asks.
  public var body: some View {
    if let customStyle {
      // Labels inside the style's own body are drawn by Tessera, as `Label(configuration)`
      // asks; without this a style that makes a `Label` would draw itself forever.
      customStyle(
        LabelStyleConfiguration(
          title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
      )
      .environmentValue(\.customLabelStyle, nil, name: "")
    } else {
      switch style {
      case .iconOnly:
        LabelStack(icon: icon, title: nil as Title?)
          .accessibilityLabel(Text(verbatim: TextCollector.plainText(of: title)))
      case .titleOnly:
        LabelStack(icon: nil as Icon?, title: title)
      case .automatic, .titleAndIcon:
        LabelStack(icon: icon, title: title)
      }
    }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a `LabelStyle` is drawing, as Tessera draws it: for a style that only adds
  /// to the usual look, such as `Label(configuration).border(.red)`.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and a resource image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

/// The icon and title of a `Label`, side by side.
struct LabelStack<Icon: View, Title: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let icon: Icon?
  let title: Title?

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let icon { children.append(icon, key: ChildKey(.part("icon"), for: icon)) }
    if let title { children.append(title, key: ChildKey(.part("title"), for: title)) }
  }

  var inspectionDescription: String { "Label" }
}

/// Reads the characters out of a view value that is made of texts, without rendering it.
enum TextCollector {
  static func plainText(of view: some View) -> String {
    if let text = view as? Text { return text.plainText }
    return ""
  }
}
