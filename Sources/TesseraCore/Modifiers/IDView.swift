/// A view with an explicit identity: when the id changes, the view is replaced and its
/// state starts over.
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let content: Content
  let id: ID

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.id(AnyHashable(id)), for: content))
  }
}

extension View {
  /// Gives this view an explicit identity.
  public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
