import Foundation

/// How a primitive view or built-in modifier sizes itself and places its children.
/// Views and modifiers without it are transparent to layout: their children stand in
/// their place.
@MainActor
package protocol NodeLayout {
  /// The size wanted for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize
  /// Places the children within `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  /// Where `guide` falls in a view of `size`, or nil for the guide's default.
  func explicitAlignment(_ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext)
    -> CGFloat?
}

extension NodeLayout {
  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {}

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? { nil }
}

/// An alignment guide of either axis.
package typealias AlignmentGuideKey = AlignmentGuideModifier.Guide

/// What a node's layout can see: its subviews, the metrics of the backend, and the
/// environment.
@MainActor
package struct LayoutContext {
  /// The node being laid out.
  package let node: ViewNode
  /// The engine doing the work.
  package unowned let engine: LayoutEngine
  /// The stack axis of the node's container, if any.
  package let containerAxis: Axis?

  /// The context of `node` laid out by `engine`.
  package init(node: ViewNode, engine: LayoutEngine, containerAxis: Axis?) {
    self.node = node
    self.engine = engine
    self.containerAxis = containerAxis
  }

  /// The backend's metrics.
  package var metrics: any LayoutMetrics { engine.metrics }

  /// The node's environment.
  package var environment: EnvironmentValues { node.environment }

  /// The node's content, flattened into the views its layout arranges.
  package func subviews(axis: Axis? = nil) -> LayoutSubviews {
    engine.subviews(of: node, axis: axis)
  }

  /// The views under the node's part `name` (an overlay, a label), flattened.
  package func subviews(part name: String, axis: Axis? = nil) -> LayoutSubviews {
    engine.subviews(of: node, part: name, axis: axis)
  }
}
