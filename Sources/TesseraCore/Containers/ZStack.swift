/// Layers its views on top of each other, the first at the back.
public struct ZStack<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// Where the views sit relative to each other.
  package var alignment: Alignment
  /// The views, back to front.
  package var content: Content

  /// A stack of the views `content` builds, the first at the back.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension ZStack: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var inspectionDescription: String {
    alignment == .center ? "ZStack" : "ZStack(alignment: \(alignment.inspectionName))"
  }
}
