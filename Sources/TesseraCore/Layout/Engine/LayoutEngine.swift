import Foundation

/// Runs SwiftUI's layout over the view graph: parents propose sizes, children choose
/// theirs, parents place them. Sizes are cached per node and proposal until the node or
/// something below it changes; every node ends with a frame in window coordinates.
@MainActor
package final class LayoutEngine {
  /// The backend's metrics.
  package let metrics: any LayoutMetrics
  /// How many times a node's size was computed rather than read from the cache.
  package private(set) var measurements = 0
  private var pass = 0

  /// An engine measuring with `metrics`.
  package init(metrics: any LayoutMetrics) { self.metrics = metrics }

  /// Lays out the tree under `root` in a window of `size`, then each presentation over
  /// the whole window (a sheet lower than the window along its bottom edge).
  package func layout(root: ViewNode, in size: CGSize) {
    pass += 1
    let stable = resolveChanges(in: root.graph)
    let proposal = ProposedViewSize(size)
    let fitted = sizeThatFits(root, proposal, axis: nil)
    // Centred; but content bigger than the window (a Mac app's `frame(minWidth:
    // minHeight:)`, which would make a Mac's window grow) starts at its top-leading
    // corner, so that what is cut off is the end, not the app's title and bar.
    let origin = CGPoint(
      x: max((size.width - fitted.width) / 2, 0), y: max((size.height - fitted.height) / 2, 0))
    place(root, in: CGRect(origin: origin, size: fitted), proposal: proposal, axis: nil)
    for presentation in root.graph?.presentationNodes ?? [] where presentation.isMounted {
      let window = CGRect(origin: .zero, size: size)
      let fitted = sizeThatFits(presentation, proposal, axis: nil)
      var frame = window.centered(fitted)
      if presentation.view(as: (any PresentationElement).self)?.presentationKind == .sheet {
        frame.origin.y = window.maxY - fitted.height
      }
      place(presentation, in: frame, proposal: proposal, axis: nil)
    }
    // Changed nodes that kept their sizes, and that no re-placed ancestor reached:
    // placed again where they were.
    for node in stable where node.isMounted && node.layoutPass != pass {
      guard let proposal = node.placedProposal else { continue }
      place(node, in: node.frame, proposal: proposal, axis: node.placedAxis)
    }
  }

  /// Measures each changed node (deepest first) for the proposals it had. A node whose
  /// sizes all came out the same is returned, to be placed again in place; for one whose
  /// size changed, every ancestor is measured and placed again.
  private func resolveChanges(in graph: ViewGraph?) -> [ViewNode] {
    guard let graph, !graph.layoutDirtyNodes.isEmpty else { return [] }
    let dirty = graph.layoutDirtyNodes.filter(\.isMounted).sorted { $0.depth > $1.depth }
    graph.layoutDirtyNodes.removeAll()
    var stable: [ViewNode] = []
    for node in dirty {
      node.isLayoutDirty = false
      let previous = node.previousSizes
      node.previousSizes = [:]
      let unchanged =
        !previous.isEmpty
        && previous.allSatisfy { key, size in
          sizeThatFits(node, key.proposal, axis: key.axis) == size
        }
      if unchanged {
        stable.append(node)
      } else {
        node.invalidateLayout()
      }
    }
    return stable
  }

  // MARK: Sizing

  /// The size `node` wants for `proposal`, from the cache when possible.
  package func sizeThatFits(_ node: ViewNode, _ proposal: ProposedViewSize, axis: Axis?)
    -> CGSize
  {
    let key = LayoutCacheKey(proposal: proposal, axis: axis)
    if let cached = node.layoutCache[key] { return cached }
    measurements += 1
    let context = LayoutContext(node: node, engine: self, containerAxis: axis)
    let size: CGSize
    if let layout = Self.layout(of: node) {
      size = layout.sizeThatFits(proposal, context: context)
    } else {
      size = ImplicitStack.sizeThatFits(proposal, subviews: subviews(of: node, axis: axis))
    }
    let clean = CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
    node.layoutCache[key] = clean
    return clean
  }

  /// `subview`'s size for `proposal` with its alignment guides. The guides the view sets
  /// itself (text baselines, guides a container passes up from its children) are asked
  /// for when read, and cached per proposal; `alignmentGuide` modifiers around the view
  /// win over them.
  package func dimensions(of subview: LayoutSubview, in proposal: ProposedViewSize)
    -> ViewDimensions
  {
    let size = subview.sizeThatFits(proposal)
    let node = subview.node
    let key = LayoutCacheKey(proposal: proposal, axis: subview.containerAxis)
    var dimensions = ViewDimensions(size: size) { [weak self] guide in
      self?.explicitGuide(guide, of: node, size: size, key: key)
    }
    for modifier in subview.traits.guides {
      let value = modifier.computeValue(dimensions)
      switch modifier.guide {
      case .horizontal(let guide): dimensions.explicitGuides[ObjectIdentifier(guide.id)] = value
      case .vertical(let guide): dimensions.explicitGuides[ObjectIdentifier(guide.id)] = value
      }
    }
    return dimensions
  }

  /// Where `node`, measured as `key` says at `size`, puts `guide` itself, or nil.
  private func explicitGuide(
    _ guide: AlignmentGuideKey, of node: ViewNode, size: CGSize, key: LayoutCacheKey
  ) -> CGFloat? {
    if let cached = node.guideCache[key]?[guide] { return cached }
    guard let layout = Self.layout(of: node) else { return nil }
    let context = LayoutContext(node: node, engine: self, containerAxis: key.axis)
    let value = layout.explicitAlignment(guide, size: size, context: context).map(Self.finite)
    node.guideCache[key, default: [:]][guide] = .some(value)
    return value
  }

  /// The spacing a node prefers around itself.
  package func spacingPreference(of node: ViewNode) -> ViewSpacing {
    ViewSpacing(horizontal: metrics.defaultSpacing.width, vertical: metrics.defaultSpacing.height)
  }

  // MARK: Placing

  /// Gives `node` the frame `bounds` and places its children inside.
  package func place(_ node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, axis: Axis?) {
    // Nothing below changed and the node stays where it was: its subtree is placed.
    if node.placementIsCurrent, node.frame == bounds, node.placedProposal == proposal { return }
    if node.frame == bounds, node.locals.contains(ScrollState.self) {
      // Placed again where it was: its content moved or changed size, and with it the
      // scroll indicator drawn along its edge.
      node.graph?.damage.add(bounds)
    }
    Self.move(node, to: bounds)
    node.placedProposal = proposal
    node.placedAxis = axis
    node.layoutPass = pass
    let context = LayoutContext(node: node, engine: self, containerAxis: axis)
    if let layout = Self.layout(of: node) {
      layout.placeSubviews(in: bounds, proposal: proposal, context: context)
    } else {
      ImplicitStack.place(in: bounds, proposal: proposal, subviews: subviews(of: node, axis: axis))
    }
    fillStructure(below: node)
    node.placementIsCurrent = true
    Self.updateBounds(of: node)
    widenAncestors(toCover: node)
  }

  /// Gives `node` the frame `frame`, recording a change as damage: what it drew where it
  /// was, and where it will draw now.
  private static func move(_ node: ViewNode, to frame: CGRect) {
    guard frame != node.frame else { return }
    node.graph?.damage.add(node.subtreeBounds)
    node.graph?.damage.add(frame)
    node.frame = frame
  }

  /// Sets the bounds of `node` to its frame with its shown children's bounds (what it and
  /// its subtree draw in; a frame without size draws nothing and is left out), and
  /// whether those children are stacked one below another.
  private static func updateBounds(of node: ViewNode) {
    var bounds = node.frame.size == .zero ? CGRect.null : node.frame
    var stacked = true
    var previous = CGRect.null
    for child in node.children {
      let childBounds = child.subtreeBounds
      if child.key.isPart || child.concealsContent || childBounds.isNull {
        stacked = false
        if childBounds.isNull || child.concealsContent { continue }
      } else if !previous.isNull {
        stacked =
          stacked && childBounds.minY >= previous.minY && childBounds.maxY >= previous.maxY
      }
      previous = childBounds
      bounds = bounds.union(childBounds)
    }
    node.subtreeBounds = bounds
    node.childrenAreStackedVertically = stacked
  }

  /// Grows the bounds of `node`'s ancestors until they cover its own: an ancestor not
  /// placed again in this pass must still cover what moved below it.
  private func widenAncestors(toCover node: ViewNode) {
    let bounds = node.subtreeBounds
    guard !bounds.isNull else { return }
    var ancestor = node.parent
    while let current = ancestor, !current.subtreeBounds.contains(bounds) {
      current.subtreeBounds = current.subtreeBounds.union(bounds)
      ancestor = current.parent
    }
  }

  /// Gives the structure between a placed node and the views it placed (user views,
  /// tuples, modifiers that do not change layout) the union of their children's frames,
  /// so backends can read a frame on every element.
  private func fillStructure(below node: ViewNode) {
    for child in node.children
    where Self.layout(of: child) == nil && !child.concealsContent
      && child.view(as: (any PresentationElement).self) == nil
    {
      fillStructure(below: child)
      // Children never placed (an `if` that is false) have no frame to add, and structure
      // that shows nothing has none. A presentation shown from it covers the window, not
      // the presenter.
      var union: CGRect?
      for grandchild in child.children
      where !grandchild.concealsContent && grandchild.frame != .zero
        && grandchild.view(as: (any PresentationElement).self) == nil
      {
        union = union.map { $0.union(grandchild.frame) } ?? grandchild.frame
      }
      Self.move(child, to: union ?? .zero)
      Self.updateBounds(of: child)
    }
  }

  // MARK: Subviews

  /// The content of `node` (children that are not named parts), flattened through
  /// structure into the views a layout arranges.
  package func subviews(of node: ViewNode, axis: Axis?) -> LayoutSubviews {
    var result: [LayoutSubview] = []
    for child in node.children where !child.key.isPart {
      flatten(child, traits: LayoutTraits(), axis: axis, into: &result)
    }
    return LayoutSubviews(result)
  }

  /// The views under the part `name` of `node`, flattened.
  package func subviews(of node: ViewNode, part name: String, axis: Axis?) -> LayoutSubviews {
    var result: [LayoutSubview] = []
    for child in node.children where child.key.slot == .part(name) {
      flatten(child, traits: LayoutTraits(), axis: axis, into: &result)
    }
    return LayoutSubviews(result)
  }

  private func flatten(
    _ node: ViewNode, traits: LayoutTraits, axis: Axis?, into result: inout [LayoutSubview]
  ) {
    // A concealed page or tab takes no part in layout.
    if node.concealsContent { return }
    if Self.layout(of: node) != nil {
      let traits = traitsInside(node, adding: traits)
      result.append(LayoutSubview(node: node, traits: traits, containerAxis: axis, engine: self))
      return
    }
    var traits = traits
    Self.apply(node.primitiveModifier, to: &traits)
    for child in node.children where !child.key.isPart {
      flatten(child, traits: traits, axis: axis, into: &result)
    }
  }

  /// `traits` with those given inside the layout modifier `node` (a `padding`, a
  /// `frame`) to the one view it wraps: as in SwiftUI, `Text("Total")
  /// .gridCellColumns(2).padding()` still spans two columns.
  private func traitsInside(_ node: ViewNode, adding traits: LayoutTraits) -> LayoutTraits {
    var traits = traits
    var current = node
    while current.primitiveModifier != nil, let content = current.soleContentChild {
      current = content
      // (An alignment guide inside is in the inner view's coordinates: the modifier's
      // own dimensions carry it out.)
      guard !(current.primitiveModifier is AlignmentGuideModifier) else { continue }
      Self.apply(current.primitiveModifier, to: &traits)
    }
    return traits
  }

  /// Adds what `modifier` says of its view's place in a layout to `traits`.
  private static func apply(_ modifier: (any PrimitiveModifier)?, to traits: inout LayoutTraits) {
    switch modifier {
    case let modifier as LayoutPriorityModifier: traits.priority = modifier.priority
    case let modifier as AlignmentGuideModifier: traits.guides.insert(modifier, at: 0)
    case let modifier as ZIndexModifier: traits.zIndex = modifier.index
    case let modifier as ListRowInsetsModifier: traits.rowInsets = modifier.insets
    case let modifier as GridCellModifier: traits.gridCell.apply(modifier)
    case let modifier as LayoutValueModifier: traits.values[modifier.key] = modifier.value
    default: break
    }
  }

  static func layout(of node: ViewNode) -> (any NodeLayout)? {
    node.view(as: (any NodeLayout).self) ?? node.primitiveModifier as? any NodeLayout
  }

  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(value, 0)
  }

  private static func finite(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
  }
}

/// The key of a cached size: the proposal and the container axis (spacers and dividers
/// answer differently in a horizontal and a vertical stack).
package struct LayoutCacheKey: Hashable {
  let proposal: ProposedViewSize
  let axis: Axis?
}

extension ChildKey {
  /// Whether the child is a named part (a label, an overlay, a presentation) rather than
  /// content.
  package var isPart: Bool {
    if case .part = slot { return true }
    return false
  }
}

extension CGRect {
  /// A rectangle of `size` centred in this one.
  package func centered(_ size: CGSize) -> CGRect {
    CGRect(
      x: minX + (width - size.width) / 2, y: minY + (height - size.height) / 2,
      width: size.width, height: size.height)
  }
}
