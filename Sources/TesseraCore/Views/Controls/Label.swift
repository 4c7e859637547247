/// A title with an icon. `.labelStyle(.iconOnly)` shows only the icon and keeps the title
/// as its accessibility label.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and title, as the label style asks.
  public var body: some View {
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
