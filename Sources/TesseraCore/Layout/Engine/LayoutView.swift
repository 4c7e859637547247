import Foundation

/// Views arranged by a `Layout`: what `MyLayout { … }` builds.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let layout: L
  let content: Content

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  var inspectionDescription: String { String(describing: L.self) }
}

extension LayoutView: DelegatingNodeLayout {
  var delegateLayout: LayoutAdapter<L> { LayoutAdapter(layout: layout) }
}

/// Runs a public `Layout` for a node, keeping its cache in the node.
@MainActor
package struct LayoutAdapter<L: Layout>: NodeLayout {
  let layout: L

  package init(layout: L) { self.layout = layout }

  final class CacheBox {
    var cache: L.Cache
    var subviews: [ObjectIdentifier]
    var generation: Int
    init(cache: L.Cache, subviews: [ObjectIdentifier], generation: Int) {
      self.cache = cache
      self.subviews = subviews
      self.generation = generation
    }
  }

  /// The stack axis spacers and dividers see: a type-erased layout's is its wrapped
  /// layout's.
  private var axis: Axis? {
    (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
  }

  /// Runs `body` with the node's subviews and the layout's cache, made on first use and
  /// updated (`updateCache`) when the layout value, the subviews or anything below them
  /// changed since the cache was last brought up to date.
  private func withCache<R>(
    _ context: LayoutContext, _ body: (LayoutSubviews, inout L.Cache) -> R
  ) -> R {
    let node = context.node
    let subviews = context.subviews(axis: axis)
    let identities = subviews.map { ObjectIdentifier($0.node) }
    let box: CacheBox
    if let existing = node.locals[CacheBox.self] {
      box = existing
      if box.subviews != identities || box.generation != node.layoutGeneration {
        layout.updateCache(&box.cache, subviews: subviews)
        box.subviews = identities
        box.generation = node.layoutGeneration
      }
    } else {
      box = CacheBox(
        cache: layout.makeCache(subviews: subviews), subviews: identities,
        generation: node.layoutGeneration)
      node.locals[CacheBox.self] = box
    }
    return body(subviews, &box.cache)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    withCache(context) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    withCache(context) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1)
    }
  }

  package func explicitAlignment(
    _ guide: AlignmentGuideKey, size: CGSize, context: LayoutContext
  ) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    return withCache(context) { subviews, cache in
      switch guide {
      case .horizontal(let guide):
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let guide):
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}
