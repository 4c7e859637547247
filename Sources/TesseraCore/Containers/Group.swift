/// Groups views without adding structure: a container lays out a group's views as its own
/// children, and a modifier on a group applies to each of them.
public struct Group<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The grouped views.
  public var content: Content

  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }
}
