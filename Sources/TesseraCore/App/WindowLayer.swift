/// An opened window in the window stack: concealed, with its state kept, while it is
/// behind the app's own window (see ``WindowStack``).
struct WindowLayer<Content: View>: View, PrimitiveView, ConcealingView {
  typealias Body = Never
  let isBehind: Bool
  let content: Content

  var isConcealed: Bool { isBehind }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }
}
