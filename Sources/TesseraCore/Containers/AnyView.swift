/// A type-erased view. When the wrapped view's type changes, the old view and its state
/// are replaced.
public struct AnyView {
  let storage: any View

  /// Erases the type of `view`.
  public nonisolated init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      storage = erased.storage
    } else {
      storage = view
    }
  }

  /// Erases the type of `view`, or returns nil when `view` is not a view.
  public nonisolated init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    storage = view
  }
}

extension AnyView: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension AnyView: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(storage, key: ChildKey(.single, for: storage))
  }
}
