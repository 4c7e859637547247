import Foundation

/// Builds each frame's ``RenderTree`` from the laid-out graph.
///
/// - **Culled.** A node whose bounds miss what can be seen (the window, the visible part
///   of a scroll view or list, the content area under a bar) is left out, with its
///   subtree; of a long stack only the children that can show are looked at, found by
///   bisection.
/// - **Incremental.** The elements a node gave are kept in the node. The next frame keeps
///   them again, without looking inside, when neither the node's bounds now nor its bounds
///   then meet the damage since that frame and it is clipped as before. The damage may
///   cover more than changed, never less, so what it misses is as it was.
///
/// The host loop tells the builder every frame's damage (``note(_:cause:)``), whether or
/// not a tree is built for it; frames made for input or a redraw make the next tree whole.
@MainActor
package final class RenderTreeBuilder {
  /// The engine that laid the graph out (texts are broken into lines with it).
  package let engine: LayoutEngine
  /// The damage since the last tree was built.
  private var damage = Damage()
  /// Whether the next tree is built whole: nothing is kept.
  private var buildsWhole = true
  /// Set anew by every whole build, so that what nodes kept before it is not used again;
  /// no two builders share one (see `lastGeneration`).
  private var generation = 0
  /// The generation last given out, to any builder.
  private static var lastGeneration = 0
  /// The window of the build going on, in window coordinates.
  private var window = CGRect.zero
  /// How many elements the build going on has made.
  private var built = 0
  /// How far outside a clip an element still counts as able to show: what a backend draws
  /// may spill a little past a frame (a terminal rounds to whole cells).
  private let margin = CGSize(width: 16, height: 32)

  /// Whether nodes keep the elements they gave, for the next tree to reuse.
  private let keepsElements: Bool
  /// The animations of the last tree's changes: the transaction's (`withAnimation`), for
  /// every element, and the `animation(_:value:)` scopes', for the elements built inside
  /// them (nil in a scope: changes apply at once).
  package private(set) var animations = TreeAnimations()
  /// The scope of the node being walked: nil outside every scope that applies.
  private var scope: Animation??
  /// How many updates the graph had made when the last tree was built.
  private var updatesBuilt = 0

  /// The views of the elements built, by element: how an event a backend reports for an
  /// element finds its view, and the animator whether an element that left the tree left
  /// the graph too. A whole build drops the entries of views no longer mounted.
  private var nodes: [RenderID: WeakNode] = [:]

  /// A builder laying texts out with `engine`. One that does not keep elements builds
  /// every tree afresh and leaves the nodes as they are (for checking another builder).
  package init(engine: LayoutEngine, keepsElements: Bool = true) {
    self.engine = engine
    self.keepsElements = keepsElements
  }

  /// Takes in a frame's damage. Input can change what the graph does not record as damage
  /// (a field's text being edited, a scroll offset), and a redraw asks for everything, so
  /// either makes the next tree whole.
  package func note(_ frameDamage: Damage, cause: Frame.Cause) {
    damage.formUnion(frameDamage)
    if cause != .update || frameDamage.isEverything { buildsWhole = true }
  }

  /// The tree of the graph under `root` as laid out now, in a window of `windowSize`.
  /// Where the last tree built shows texts that show the time (`Text(_:style: .timer)`).
  private(set) var timeTextBounds: CGRect?

  package func build(_ root: ViewNode, windowSize: CGSize) -> RenderTree {
    if buildsWhole {
      Self.lastGeneration += 1
      generation = Self.lastGeneration
      nodes = nodes.filter { $0.value.node?.isMounted == true }
    }
    built = 0
    animations = TreeAnimations(transaction: root.graph?.transactionAnimation)
    animations.isStillMounted = { [weak self] id in self?.node(for: id) != nil }
    root.graph?.transactionAnimation = nil
    var elements: [RenderElement] = []
    window = CGRect(origin: .zero, size: windowSize)
    append(root, clip: window, isUnread: false, into: &elements)
    updatesBuilt = root.graph?.updateCount ?? 0
    damage = Damage()
    buildsWhole = false
    let tree = RenderTree(elements: elements, windowSize: windowSize, builtElements: built)
    timeTextBounds = tree.summary.timeTextBounds
    return tree
  }

  /// The mounted view that the element `id` of a tree this builder built stands for.
  package func node(for id: RenderID) -> ViewNode? {
    nodes[id].flatMap { $0.node?.isMounted == true ? $0.node : nil }
  }

  // MARK: Walking the graph

  /// What a node keeps of the elements it gave, for the next frame.
  private struct Kept {
    var elements: [RenderElement]
    var clip: CGRect
    var isUnread: Bool
    var bounds: CGRect
    var generation: Int
  }

  /// Appends the elements of `node` and its subtree, clipped to `clip`; `isUnread` when
  /// assistive technologies do not read them on their own (see `RenderAccessibility`).
  func append(
    _ node: ViewNode, clip: CGRect, isUnread: Bool, into elements: inout [RenderElement]
  ) {
    if keepsElements, !buildsWhole, let kept = node.locals[Kept.self],
      kept.generation == generation,
      kept.clip == clip, kept.isUnread == isUnread,
      !damage.meets(kept.bounds), !damage.meets(node.subtreeBounds)
    {
      elements += kept.elements
      return
    }
    let made = self.elements(of: node, clip: clip, isUnread: isUnread)
    switch node.primitiveModifier {
    case let transition as TransitionModifier:
      // The outermost elements of the view are the ones that enter and leave.
      for element in made {
        animations.transitions[element.id] = (transition.transition.effect, node.frame)
      }
    case let match as MatchedGeometryModifier:
      for element in made { animations.matches[element.id] = (match.key, match.properties) }
    default:
      break
    }
    if keepsElements {
      node.locals[Kept.self] = Kept(
        elements: made, clip: clip, isUnread: isUnread, bounds: node.subtreeBounds,
        generation: generation)
    }
    elements += made
  }

  /// The elements `node` gives: one of its own, with its children's inside, or, for a
  /// node that draws nothing itself, its children's.
  private func elements(of node: ViewNode, clip: CGRect, isUnread: Bool) -> [RenderElement] {
    if let presentation = node.view(as: (any PresentationElement).self) {
      return [presentationElement(node, presentation)]
    }
    guard !node.hidesContent else { return [] }
    let outerScope = scope
    defer { scope = outerScope }
    if let animationScope = node.locals[AnimationScope.self],
      animationScope.applies(since: updatesBuilt)
    {
      scope = .some(animationScope.animation(in: animations.transaction))
    }
    let isUnread = isUnread || node.isHiddenFromAccessibility
    // What is inside a control is its label, read as the control's name.
    let childrenAreUnread = isUnread || node.isControl
    var childClip = clip
    if node.clipsContent { childClip = clip.clipped(to: node.frame) }
    let contentClip =
      node.contentArea(barHeight: engine.metrics.controlHeight).map { childClip.clipped(to: $0) }
      ?? childClip
    var children: [RenderElement] = []
    var maskElements: [RenderElement]?
    for child in childrenToDraw(of: node, in: contentClip) {
      // A canvas draws its symbols itself, where its renderer says.
      if child.key.slot == .part("symbols") { continue }
      // A mask's views are not drawn: they say where the rest shows.
      if child.key.slot == .part("mask") {
        var elements = maskElements ?? []
        append(child, clip: childClip, isUnread: true, into: &elements)
        maskElements = elements
        continue
      }
      // Toolbar items live in a page but are shown in the navigation bar above it.
      let clipOfChild =
        child.key.slot == .part("toolbar")
        ? window : child.key.isPart ? childClip : contentClip
      // Content that cannot show is left out (parts are few, and hold presentations,
      // which show wherever their presenter is).
      if !child.key.isPart, !reaches(child.subtreeBounds, clipOfChild) { continue }
      if child.isHiddenBarPart { continue }
      append(child, clip: clipOfChild, isUnread: childrenAreUnread, into: &children)
    }
    let content = content(of: node)
    var decorations = decorations(of: node)
    if let maskElements { decorations.mask = RenderMask(elements: maskElements) }
    let style = style(of: node)
    guard
      content != .none || decorations != RenderDecorations() || node.isControl
        || style.isSelectableRow || node.primitiveModifier is any AnimatableDecoration
    else {
      return children
    }
    built += 1
    nodes[node.renderID] = WeakNode(node: node)
    if let scope { animations.scoped[node.renderID] = scope }
    return [
      RenderElement(
        id: node.renderID, frame: node.frame, bounds: node.subtreeBounds, clip: clip,
        content: content, style: style, decorations: decorations,
        accessibility: accessibility(of: node, content: content, isUnread: isUnread),
        children: children)
    ]
  }

  /// A presentation: its content drawn over the whole window (a sheet given detents, over
  /// its lower part).
  private func presentationElement(_ node: ViewNode, _ presentation: any PresentationElement)
    -> RenderElement
  {
    var children: [RenderElement] = []
    for child in node.children { append(child, clip: window, isUnread: false, into: &children) }
    built += 1
    nodes[node.renderID] = WeakNode(node: node)
    return RenderElement(
      id: node.renderID, frame: node.frame, bounds: node.subtreeBounds, clip: window,
      content: .presentation(
        RenderPresentation(
          kind: presentation.presentationKind,
          contentFrame: node.children.first?.frame ?? node.frame,
          title: presentation.windowTitle,
          anchor: presentation.presentationKind.isAnchored ? node.parent?.frame : nil,
          showsDragIndicator: node.showsSheetDragIndicator)),
      style: style(of: node), children: children)
  }

  /// The children of `node` in drawing order: backgrounds first, then content, then
  /// overlays (which come last already), and of those, higher `zIndex` later. Of many
  /// children stacked one below another (a long stack), only those that can meet `clip`,
  /// found by bisection.
  private func childrenToDraw(of node: ViewNode, in clip: CGRect) -> ArraySlice<ViewNode> {
    let children = node.children
    if node.pickerControl != nil {
      // A picker's element shows its options itself: of its parts only the label, and
      // not that of a segmented picker (layout does not place it).
      guard node.environment.pickerStyle != .segmented else { return [] }
      return ArraySlice(children.filter { $0.key.slot == .part("label") })
    }
    if node.childrenAreStackedVertically, children.count > 32 {
      return children[visibleRange(of: children, in: clip)]
    }
    var ordered = children
    if children.contains(where: { $0.key.slot == .part("background") }) {
      ordered =
        children.filter { $0.key.slot == .part("background") }
        + children.filter { $0.key.slot != .part("background") }
    }
    return ArraySlice(ViewNode.inDrawingOrder(ordered))
  }

  /// The children, stacked one below another, that can meet `clip`: from the first that
  /// ends below its top to the last that starts above its bottom.
  private func visibleRange(of children: [ViewNode], in clip: CGRect) -> Range<Int> {
    func firstIndex(where isPast: (CGRect) -> Bool) -> Int {
      var low = 0
      var high = children.count
      while low < high {
        let middle = (low + high) / 2
        if let reach = reach(of: children[middle].subtreeBounds), !isPast(reach) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
    let start = firstIndex { $0.maxY > clip.minY }
    let end = firstIndex { $0.minY >= clip.maxY }
    return start..<max(start, end)
  }

  /// Whether what is drawn in `bounds` can show in `clip`.
  private func reaches(_ bounds: CGRect, _ clip: CGRect) -> Bool {
    guard clip.width > 0, clip.height > 0 else { return false }
    guard let reach = reach(of: bounds) else { return true }
    return reach.intersects(clip)
  }

  /// `bounds` widened by the margin, or nil when they are null or not finite.
  private func reach(of bounds: CGRect) -> CGRect? {
    guard bounds.hasFiniteEdges else { return nil }
    return bounds.insetBy(dx: -margin.width, dy: -margin.height)
  }
}
