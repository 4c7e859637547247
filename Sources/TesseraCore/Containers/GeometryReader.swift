/// A view that fills the space offered and builds its content from that space's size and
/// position.
public struct GeometryReader<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// Builds the content from the reader's geometry.
  package var content: (GeometryProxy) -> Content
  /// The geometry handed to `content`. Layout fills it in; until then it is zero.
  package var proxy = GeometryProxy()

  /// A reader whose content is built by `content`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    // The proxy comes from the last layout of this node (zero before the first).
    let measured = node.locals[GeometryState.self]?.proxy ?? proxy
    let view = content(measured)
    children.append(view, key: ChildKey(.single, for: view))
  }

  package var inspectionDescription: String { "GeometryReader" }
}
