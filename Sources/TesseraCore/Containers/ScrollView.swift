/// Scrolls its content along one or both axes.
public struct ScrollView<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The directions the content scrolls in.
  package var axes: Axis.Set
  /// Whether scroll indicators are shown.
  package var showsIndicators: Bool
  /// The scrolled content.
  package var content: Content

  /// A scroll view over the views `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let margins = node.environment.scrollContentMargins
    if margins != EdgeInsets() {
      let padded = content.padding(margins)
      children.append(padded, key: ChildKey(.single, for: padded))
    } else {
      children.append(content, key: ChildKey(.single, for: content))
    }
  }

  package var inspectionDescription: String {
    var arguments: [String] = []
    if axes != .vertical { arguments.append(axes.inspectionName) }
    if !showsIndicators { arguments.append("indicators: hidden") }
    return arguments.isEmpty ? "ScrollView" : "ScrollView(\(arguments.joined(separator: ", ")))"
  }
}
