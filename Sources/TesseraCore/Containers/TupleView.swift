// View conformance is declared in an extension so the value itself is not main-actor
// isolated: result builders create it from any context.

/// Several views built side by side by a `ViewBuilder`. Each keeps its own identity by
/// position.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T
  let elements: [any View]

  /// Wraps a tuple of views.
  public nonisolated init(_ value: T) {
    self.value = value
    self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  /// Wraps a pack of views.
  public nonisolated init<each V: View>(_ views: repeat each V) where T == (repeat each V) {
    self.value = (repeat each views)
    var elements: [any View] = []
    for view in repeat each views { elements.append(view) }
    self.elements = elements
  }
}

extension TupleView: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension TupleView: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    for (index, element) in elements.enumerated() {
      children.append(element, key: ChildKey(.index(index), for: element))
    }
  }
}
