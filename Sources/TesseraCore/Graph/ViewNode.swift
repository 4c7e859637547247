import Foundation
import Observation

/// One view in the persistent view graph: it keeps the view's identity, its state, its
/// environment and its children across re-creations of the view value.
///
/// Nodes are created when a view enters the tree and dropped when it leaves. A change to
/// something a node read (`@State`, an observed object, an `@Observable` property, the
/// environment) marks only that node dirty; the next update re-evaluates it and
/// reconciles its children by key.
@MainActor
package final class ViewNode {
  /// The current view value.
  package private(set) var view: any View
  /// The node's identity among its siblings.
  package let key: ChildKey
  /// The node that contains this one.
  package private(set) weak var parent: ViewNode?
  /// The graph the node belongs to.
  package private(set) weak var graph: ViewGraph?
  /// The nodes of this view's children, in order.
  package private(set) var children: [ViewNode] = []
  /// The one child that is content rather than a part (a label, an overlay), or nil when
  /// there are none or several: the view a modifier wraps, to step down through.
  package var soleContentChild: ViewNode? {
    var found: ViewNode?
    for child in children where !child.key.isPart {
      guard found == nil else { return nil }
      found = child
    }
    return found
  }
  /// Distance from the root.
  package let depth: Int
  /// The environment the parent passed down.
  package private(set) var environment: EnvironmentValues
  /// The modifier applied by this node, when the view is a `ModifiedContent` with a
  /// built-in modifier.
  package private(set) var primitiveModifier: (any PrimitiveModifier)?
  /// Whether the node reads the environment and must re-evaluate when it changes.
  package var readsEnvironment = false
  /// Whether the node must be re-evaluated at the next update.
  package private(set) var isDirty = false
  /// Whether the node is in the tree.
  package private(set) var isMounted = false
  /// What built-in views, modifiers, layouts and backends keep for this node, each value
  /// under its own type (a running task, a navigation stack's pages, a scroll offset).
  package var locals = NodeLocals()

  // MARK: Layout results

  /// Where the view is, in window coordinates, after the last layout.
  package var frame = CGRect.zero
  /// Where the node and everything below it may draw, in window coordinates: its frame and
  /// its shown children's bounds. It can be larger than it needs to be (it only grows
  /// until the node is placed again), never smaller, so a backend may skip a subtree whose
  /// bounds miss what it draws. `CGRect.null` until the node is placed.
  package var subtreeBounds = CGRect.null {
    didSet { if subtreeBounds != oldValue { parent?.childrenAreStackedVertically = false } }
  }
  /// Whether the children are all content, shown, and placed one below another: each
  /// one's bounds start and end no higher than the previous one's. A backend can then find
  /// the children in a band of rows by binary search. Layout sets it; a child whose bounds
  /// change clears it.
  package var childrenAreStackedVertically = false
  /// The layout pass that last set `frame`.
  package var layoutPass = 0
  /// Sizes computed for proposals since the node or its descendants last changed.
  package var layoutCache: [LayoutCacheKey: CGSize] = [:]
  /// Guides the node set itself (nil: none) for proposals, cleared with `layoutCache`.
  package var guideCache: [LayoutCacheKey: [AlignmentGuideKey: CGFloat?]] = [:]
  /// Whether the subtree is placed as its last placement left it: a layout pass that
  /// gives the node the same frame and proposal again skips the whole subtree.
  package var placementIsCurrent = false
  /// The proposal the node was last placed with.
  package var placedProposal: ProposedViewSize?
  /// The stack axis of the container the node was last placed in.
  package var placedAxis: Axis?
  /// Whether the node waits for the next layout to be measured again.
  package var isLayoutDirty = false
  /// The sizes the node had for each proposal before it was marked dirty.
  package var previousSizes: [LayoutCacheKey: CGSize] = [:]
  /// Counts the times the node's cached sizes were dropped because it or something
  /// below it changed; a layout's own cache is brought up to date when it moves on.
  package private(set) var layoutGeneration = 0

  private var storage: [AnyObject?] = []
  private var observations: [Int: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:]
  private var childEnvironment: EnvironmentValues?
  private var childEnvironmentSource: (any EnvironmentModifier)?
  private var cachedParentEnvironment: EnvironmentValues?
  private var observationGeneration = 0

  init(
    view: any View, key: ChildKey, parent: ViewNode?, graph: ViewGraph,
    environment: EnvironmentValues
  ) {
    self.view = view
    self.key = key
    self.parent = parent
    self.graph = graph
    self.depth = (parent?.depth ?? -1) + 1
    self.serial = graph.nextNodeSerial()
    self.environment = environment
    let type = Swift.type(of: view)
    self.isOptional = type is any OptionalView.Type
    // A node's view keeps its type (the type is part of its key): what the type is, is
    // asked once, not at every update.
    self.isModified = !isOptional && type is any ModifiedView.Type
    self.canConceal = !isOptional && type is any ConcealingView.Type
    self.primitiveModifier = isModified ? (view as? any ModifiedView)?.primitiveModifier : nil
  }

  /// The node's number in its graph: no two nodes of a graph have the same.
  private let serial: Int

  /// Whether the view is an `Optional` (from an `if` without `else`): such a node is
  /// structure only, even though casting its value would unwrap it.
  private let isOptional: Bool
  /// Whether the view is a `ModifiedContent`, which may carry a built-in modifier.
  private let isModified: Bool
  /// Whether the view can hide its content (see `concealsContent`).
  package let canConceal: Bool

  /// The view as `type`, or nil. Unlike `view as? T`, an optional view is never unwrapped
  /// into its content, so a node is only ever taken for what it is.
  package func view<T>(as type: T.Type) -> T? {
    isOptional ? nil : view as? T
  }

  /// The node's identity in the frames a backend draws (see ``RenderElement``).
  package var renderID: RenderID { RenderID(serial) }

  /// The name of the view's type, for messages.
  package var typeName: String { String(describing: type(of: view)) }

  // MARK: Invalidation

  /// Gives the node another value of its view without re-evaluating it (an animated
  /// input part of the way); the next rebuild uses it.
  func replaceView(with newView: any View) { view = newView }

  /// Marks the node for re-evaluation at the next update.
  package func invalidate() {
    guard isMounted else { return }
    // A change made inside `withAnimation` animates what the next frame changes.
    if let animation = currentTransaction.animation, !currentTransaction.disablesAnimations {
      graph?.transactionAnimation = animation
    }
    guard !isDirty else { return }
    isDirty = true
    graph?.nodeDidBecomeDirty(self)
  }

  /// Changes the environment of this root node, and so of every view below it that
  /// reads what changed, at the next update (a window's scene phase).
  package func changeRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    var changed = environment
    change(&changed)
    environment = changed
    invalidate()
  }

  // MARK: Storage for dynamic properties

  /// The storage of the dynamic property in `slot`, made by `make` on first use and kept
  /// for as long as the node is mounted. A slot belongs to one property of one view type,
  /// so what it holds is always a `T`.
  package func storage<T: AnyObject>(at slot: Int, orMake make: () -> T) -> T {
    if slot < storage.count, let existing = storage[slot] as? T { return existing }
    while storage.count <= slot { storage.append(nil) }
    let made = make()
    storage[slot] = made
    return made
  }

  /// Follows `object`'s changes from `slot`, replacing what the slot followed before.
  package func observe<T: ObservableObject>(_ object: T?, slot: Int) {
    guard let object else {
      observations[slot] = nil
      return
    }
    let id = ObjectIdentifier(object)
    if observations[slot]?.object == id { return }
    let source = "ObservableObject \(T.self)"
    let subscription = object.objectWillChange.sink { @Sendable [weak self] _ in
      MainActorDelivery.run(describing: source) { self?.invalidate() }
    }
    observations[slot] = (id, subscription)
  }

  /// Connects the dynamic properties of `value` (a view or a modifier) to this node.
  package func installProperties<T>(in value: inout T) {
    PropertyInstaller.install(in: &value, node: self)
  }

  // MARK: Evaluation

  /// Evaluates a body, counting it and tracking the `@Observable` properties it reads.
  package func trackingBody(of type: Any.Type, _ makeBody: () -> any View) -> any View {
    guard let graph else { return makeBody() }
    graph.recordBodyEvaluation(of: type)
    graph.isEvaluatingBody = true
    defer { graph.isEvaluatingBody = false }
    return trackingReads(makeBody)
  }

  /// Runs `read`, re-evaluating the node when an `@Observable` property it read changes:
  /// for a built-in view that reads data itself (a navigation stack's path binding).
  package func trackingReads<T>(_ read: () -> T) -> T {
    // Each evaluation arms a new one-shot tracking; an older one that fires later is
    // stale (its reads were replaced) and is ignored. Observation offers no public way to
    // cancel it earlier, so it stays registered until one of its properties changes.
    observationGeneration &+= 1
    let generation = observationGeneration
    return withObservationTracking(read) { [weak self] in
      MainActorDelivery.run(describing: "an @Observable object") {
        guard let self, self.observationGeneration == generation else { return }
        self.invalidate()
      }
    }
  }

  private func makeChildList() -> ChildList {
    var list = ChildList()
    if let primitive = view as? any PrimitiveView {
      primitive.makeChildren(into: &list, node: self)
    } else {
      let current: any View = view
      let body = evaluateBody(of: current)
      list.append(body, key: ChildKey(.single, for: body))
    }
    return list
  }

  private func evaluateBody<V: View>(of view: V) -> any View {
    var view = view
    installProperties(in: &view)
    let installed = view
    return trackingBody(of: V.self) { installed.body }
  }

  /// Re-evaluates the view and reconciles its children. `previousView` is the value the
  /// node had before an update from its parent, if that is why it rebuilds.
  package func rebuild(previousView: (any View)? = nil) {
    isDirty = false
    addDamage()
    let measured = placedProposal != nil && !layoutCache.isEmpty
    if measured {
      // A stack with the same alignment and spacing over the same children keeps its
      // layout: a child that changed marks itself.
      guard let previousView, let parameters = view as? any LayoutParameters,
        parameters.hasSameLayoutParameters(as: previousView)
      else {
        markLayoutDirty()
        reconcile(makeChildList())
        return
      }
      if reconcile(makeChildList()) { markLayoutDirty() }
      return
    }
    // Structure (a view of your own, a tuple, a modifier that does not lay out): only a
    // change in which children there are, or in the layout traits it gives them, can
    // change the size of what is around it. Changes inside children mark themselves.
    let childrenChanged = reconcile(makeChildList())
    if affectsLayoutByItself || childrenChanged {
      invalidateLayout()
    }
  }

  /// Whether this structure node changes layout by itself: it conceals its content (a
  /// page, a tab), gives its content layout traits, or sets a navigation title (a large
  /// title takes a row).
  private var affectsLayoutByItself: Bool {
    if view(as: (any ConcealingView).self) != nil { return true }
    // A grid row is laid out by its grid, never measured itself.
    if view(as: (any GridRowLayout).self) != nil { return true }
    switch primitiveModifier {
    case is LayoutPriorityModifier, is AlignmentGuideModifier, is ZIndexModifier,
      is ListRowInsetsModifier, is NavigationTitleModifier, is GridCellModifier,
      is SplitColumnWidthModifier:
      return true
    default:
      return false
    }
  }

  /// Records that what this node and its subtree drew may change: its bounds, or the
  /// whole window for a navigation title (the bar of the stack around shows it).
  private func addDamage() {
    guard let graph, !graph.damage.isEverything else { return }
    if primitiveModifier is NavigationTitleModifier {
      graph.damage.addEverything()
      return
    }
    // A node never placed (a picker's options, which the picker draws) damages the
    // nearest node around it that was.
    var node: ViewNode? = self
    while let current = node, current.subtreeBounds.isNull { node = current.parent }
    graph.damage.add(node?.subtreeBounds ?? .null)
  }

  /// Records that this node must be measured again. Its ancestors keep their sizes for
  /// now: the next layout measures this node for the proposals it had, and only if an
  /// answer differs are the ancestors measured again; otherwise only this subtree is
  /// placed again, where it was.
  package func markLayoutDirty() {
    guard !isLayoutDirty, let graph else { return }
    isLayoutDirty = true
    previousSizes = layoutCache
    layoutCache.removeAll(keepingCapacity: true)
    guideCache.removeAll(keepingCapacity: true)
    layoutGeneration += 1
    placementIsCurrent = false
    graph.layoutDirtyNodes.append(self)
  }

  /// Forgets cached sizes here and above: a change below can change every ancestor's size.
  package func invalidateLayout() {
    // All the way up: structure nodes between (never measured or placed themselves)
    // do not tell whether the nodes above them are.
    var node: ViewNode? = self
    while let current = node {
      current.layoutCache.removeAll(keepingCapacity: true)
      current.guideCache.removeAll(keepingCapacity: true)
      current.layoutGeneration += 1
      current.placementIsCurrent = false
      node = current.parent
    }
  }

  /// Makes the next layout place this node's subtree again, for a change that moves
  /// content without changing any size (a scroll offset).
  package func invalidatePlacement() {
    addDamage()
    var node: ViewNode? = self
    while let current = node {
      current.placementIsCurrent = false
      node = current.parent
    }
  }

  func mount() {
    isMounted = true
    if view(as: (any PresentationElement).self) != nil {
      graph?.presentationNodes.append(self)
      // A presentation covers the window (a sheet) or what is around it (an alert).
      graph?.damage.addEverything()
    }
    rebuild()
    primitiveModifier?.didMount(self)
  }

  func unmount() {
    addDamage()
    for child in children { child.unmount() }
    primitiveModifier?.willUnmount(self)
    if view(as: (any PresentationElement).self) != nil {
      graph?.presentationNodes.removeAll { $0 === self }
      graph?.damage.addEverything()
    }
    isMounted = false
    isDirty = false
    observations.removeAll()
    storage.removeAll()
  }

  /// Gives the node a new view value and environment from its parent, re-evaluating it
  /// only when something it depends on changed.
  func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    let environmentChanged = !newEnvironment.isIdentical(to: environment)
    let inputsChanged = !ViewInputs.areEqual(view, newView)
    let previousModifier = primitiveModifier
    let wasConcealed = concealsContent
    let previousView = view
    environment = newEnvironment
    view = newView
    primitiveModifier = isModified ? (newView as? any ModifiedView)?.primitiveModifier : nil
    if inputsChanged { startAnimatedInput(from: previousView) }
    if inputsChanged || isDirty || (environmentChanged && readsEnvironment) {
      rebuild(previousView: environmentChanged ? nil : previousView)
      if let primitiveModifier, let previousModifier {
        primitiveModifier.didUpdate(self, previous: previousModifier)
      }
      if concealsContent != wasConcealed {
        // Content hidden or shown (a tab, a page) is not in the bounds around it.
        graph?.damage.addEverything()
        if isVisible { contentVisibilityChanged(isVisible: !concealsContent) }
      }
    } else if environmentChanged {
      // A font or line limit from above can change sizes below; a colour, what is drawn.
      addDamage()
      invalidateLayout()
      let childEnvironment = environmentForChildren()
      for child in children { child.update(to: child.view, environment: childEnvironment) }
    }
  }

  private func environmentForChildren() -> EnvironmentValues {
    guard let modifier = primitiveModifier as? any EnvironmentModifier else {
      return environment
    }
    if let cached = childEnvironment, let source = childEnvironmentSource,
      modifier.hasSameEffect(asAny: source),
      cachedParentEnvironment?.isIdentical(to: environment) == true
    {
      return cached
    }
    var transformed = environment
    modifier.transform(&transformed)
    childEnvironment = transformed
    childEnvironmentSource = modifier
    cachedParentEnvironment = environment
    return transformed
  }

  /// Makes the children those of `list`, keeping each child whose key is there; returns
  /// whether the children changed (one came, went or moved).
  @discardableResult
  private func reconcile(_ list: ChildList) -> Bool {
    guard let graph else { return false }
    let childEnvironment = environmentForChildren()
    let old = children
    var updated: [ViewNode] = []
    updated.reserveCapacity(list.entries.count)
    var created: [ViewNode] = []
    // Children usually keep their places: match by position while the keys agree, and
    // look keys up only from the first difference on.
    var inPlace = true
    var existing: [ChildKey: ViewNode] = [:]
    for (index, entry) in list.entries.enumerated() {
      var child: ViewNode?
      if inPlace, index < old.count, old[index].key == entry.key {
        child = old[index]
      } else {
        if inPlace {
          inPlace = false
          existing.reserveCapacity(max(old.count - index, 0))
          for candidate in old.dropFirst(index) { existing[candidate.key] = candidate }
        }
        child = existing.removeValue(forKey: entry.key)
      }
      if let child {
        child.update(to: entry.view, environment: childEnvironment)
        updated.append(child)
      } else {
        let child = ViewNode(
          view: entry.view, key: entry.key, parent: self, graph: graph,
          environment: childEnvironment)
        updated.append(child)
        created.append(child)
      }
    }
    // Every old child not reused leaves the tree (also when keys were duplicated).
    let changed: Bool
    if inPlace {
      // Matched by position all along: the same children in the same order, unless some
      // were added or removed at the end.
      for child in old.dropFirst(updated.count) { child.unmount() }
      changed = updated.count != old.count
    } else {
      let kept = Set(updated.map(ObjectIdentifier.init))
      for child in old where !kept.contains(ObjectIdentifier(child)) { child.unmount() }
      changed = updated.count != old.count || zip(updated, old).contains { $0 !== $1 }
    }
    children = updated
    for child in created { child.mount() }
    return changed
  }

}
