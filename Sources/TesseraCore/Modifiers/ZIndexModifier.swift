extension View {
  /// Sets the order in which overlapping siblings are drawn: higher in front. The default
  /// is 0.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(index: value))
  }
}

/// A view's drawing order among overlapping siblings.
package struct ZIndexModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// Higher is drawn in front; the default is 0.
  package var index: Double

  package var inspectionDescription: String { "zIndex(\(InspectionFormat.number(index)))" }
}

extension ViewNode {
  /// The `zIndex` this node's view is drawn with among its siblings: the one given to it,
  /// through the modifiers around it (`.zIndex(1).padding()`), else 0.
  package var zIndex: Double {
    var current = self
    while current.primitiveModifier != nil {
      if let modifier = current.primitiveModifier as? ZIndexModifier { return modifier.index }
      guard let content = current.soleContentChild else { break }
      current = content
    }
    return 0
  }

  /// `nodes` (siblings) in the order they are drawn and take the pointer: those with a
  /// higher `zIndex` later, the others in their order (a stable sort).
  package static func inDrawingOrder<Nodes: Collection<ViewNode>>(_ nodes: Nodes) -> [ViewNode] {
    let zIndices = nodes.map(\.zIndex)
    guard zIndices.contains(where: { $0 != 0 }) else { return Array(nodes) }
    return zip(zIndices, nodes).enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map(\.element.1)
  }
}
