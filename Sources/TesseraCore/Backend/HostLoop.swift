import Dispatch
import Foundation

/// The loop every host runs, whatever its backend: a change reaches the graph, the graph
/// updates (bodies evaluated where inputs changed, children reconciled), layout places
/// what moved, and the backend is handed one frame with the damage since the last.
///
/// ```
/// state change ─▶ ViewGraph.update ─▶ layout ─▶ Frame(root, damage) ─▶ Backend.present
///        ▲                                                                   │
///        └────────────── input: actions on nodes, then refresh() ◀───────────┘
/// ```
///
/// The terminal host, the GTK host and `TestHost` each own one; they differ only in
/// their ``Backend``.
@MainActor
package final class HostLoop {
  /// The view graph the loop updates.
  package let graph: ViewGraph
  /// The engine that lays the graph out with the backend's metrics.
  package let engine: LayoutEngine
  /// Builds the frames' elements, keeping what the damage did not reach.
  let renderTreeBuilder: RenderTreeBuilder
  /// Moves what animates part of the way, in each frame's elements.
  package let animator = Animator()
  /// The time animations are drawn at, in seconds: the system's uptime, or a test's own
  /// clock (`TestHost.advance(by:)`).
  package var clock: () -> TimeInterval {
    get { graph.clock }
    set { graph.clock = newValue }
  }
  private var isAnimationFrameScheduled = false
  /// Whether changes animate; when not, every change shows at its end at once (a test
  /// reading what a change leads to).
  package var animatesChanges: Bool {
    get { graph.animatesChanges }
    set { graph.animatesChanges = newValue }
  }
  /// How many frames the backend has been handed.
  package private(set) var frameCount = 0
  private weak var backend: (any Backend)?
  private var isRefreshScheduled = false
  /// Why the next frame is made, when a caller knows better than "the graph updated".
  private var pendingCause: Frame.Cause?
  /// The gestures the pointer is pressing or has just tapped (a double tap spans two
  /// presses), for a backend reporting ``WindowEvent/pointer(_:at:)``.
  var gestureSession: GestureSession?

  /// Whether the loop draws a picture rather than a window the user sees.
  private let isOffscreen: Bool

  /// A loop showing `rootView` through a backend measuring with `metrics`; the graph's
  /// first update (mounting the tree and its `onAppear`s) runs here, and the first frame
  /// when the backend gives the window a size.
  ///
  /// An offscreen loop (a picture being drawn, `ImageRenderer`) leaves the app's shared
  /// state alone: the screen and device its window sizes, and the banners notifications
  /// show in.
  package init<Root: View>(
    rootView: Root, metrics: any LayoutMetrics, windowSize: CGSize = .zero,
    isOffscreen: Bool = false
  ) {
    self.isOffscreen = isOffscreen
    engine = LayoutEngine(metrics: metrics)
    renderTreeBuilder = RenderTreeBuilder(engine: engine)
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = Self.sizeClass(forWidth: windowSize.width)
    if windowSize != .zero, !isOffscreen { UIDevice.windowResized(to: windowSize) }
    graph = ViewGraph(
      rootView: WindowRoot(rootView), environment: environment, layoutEngine: engine,
      windowSize: windowSize)
    graph.didUpdate = { [weak self] in self?.present() }
    if !isOffscreen { NotificationBanners.current = graph.notificationBanners }
    if ProcessInfo.processInfo.environment["TESSERA_REDUCE_MOTION"] == "1" {
      setReducesMotion(true)
    }
  }

  /// Whether the user asked for less motion: views read it as
  /// `accessibilityReduceMotion`, and animations keep views where they end up (opacity
  /// still fades).
  package func setReducesMotion(_ reduces: Bool) {
    animator.reducesMotion = reduces
    UIAccessibility.reduceMotionChanged(to: reduces)
    guard let root = graph.root, root.environment.accessibilityReduceMotion != reduces else {
      return
    }
    root.changeRootEnvironment { $0.accessibilitySettings.reduceMotion = reduces }
    graph.update()
  }

  /// Hands every frame from now on to `backend` (held weakly: the backend owns the loop).
  package func attach(_ backend: any Backend) {
    self.backend = backend
    graph.clipboard.write = { [weak backend] text in backend?.copyToClipboard(text) }
    graph.clipboard.read = { [weak backend] deliver in
      guard let backend else { return deliver(nil) }
      backend.readClipboard(deliver)
    }
    graph.notificationBanners.onDeliver = { [weak backend] banner in
      backend?.deliverNotification(
        title: banner.title,
        body: [banner.subtitle, banner.body].filter { !$0.isEmpty }.joined(separator: " — "))
    }
  }

  /// The window is now `size` points: lay out for it and draw the whole frame.
  package func resize(to size: CGSize) {
    graph.windowSize = size
    if !isOffscreen { UIDevice.windowResized(to: size) }
    let sizeClass = Self.sizeClass(forWidth: size.width)
    // A picture keeps the size class it was measured in, so it is drawn as measured.
    if !isOffscreen, let root = graph.root, root.environment.horizontalSizeClass != sizeClass {
      root.changeRootEnvironment { $0.horizontalSizeClass = sizeClass }
      graph.update()
    }
    present(cause: .redraw)
  }

  /// Windows narrower than this, in points, are compact across (75 terminal columns, a
  /// GTK window under 600 pixels), as an iPhone held upright is.
  package static let compactWidth: CGFloat = 600

  /// The window's `horizontalSizeClass` at `width` points: `.compact` when narrower than
  /// ``compactWidth``, else `.regular` (also while the width is not known yet).
  static func sizeClass(forWidth width: CGFloat) -> UserInterfaceSizeClass {
    width > 0 && width < compactWidth ? .compact : .regular
  }

  /// After input: applies the update the input caused (which presents a frame), or, when
  /// it changed no state (a focus move, a scroll), lays out and presents one anyway.
  package func refresh(cause: Frame.Cause = .input) {
    pendingCause = cause
    let updates = graph.updateCount
    graph.update()
    if graph.updateCount == updates {
      graph.layout()
      present()
    }
    pendingCause = nil
  }

  /// Refreshes on the main queue's next turn, once however often it is asked before then:
  /// for backends whose input arrives inside the toolkit's own handlers (GTK's signals).
  package func scheduleRefresh(cause: Frame.Cause = .input) {
    pendingCause = pendingCause ?? cause
    guard !isRefreshScheduled else { return }
    isRefreshScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isRefreshScheduled = false
        self.refresh(cause: self.pendingCause ?? cause)
      }
    }
  }

  /// The window is shown `scheme`: the root environment's `colorScheme` (which
  /// `preferredColorScheme` inside still overrides).
  package func setColorScheme(_ scheme: ColorScheme) {
    guard let root = graph.root, root.environment.colorScheme != scheme else { return }
    root.changeRootEnvironment { $0.colorScheme = scheme }
    graph.update()
  }

  /// The elements of the tree as laid out now, for a backend drawing outside a frame (a
  /// test reading the screen).
  package func renderTree() -> RenderTree {
    // What changed since the last frame (a layout without an update: a test scrolling)
    // is not kept from the last tree. The damage stays for the next frame too.
    renderTreeBuilder.note(graph.damage, cause: .update)
    return animatedTree(at: clock())
  }

  /// The elements of the tree as laid out now (kept where the damage missed them), with
  /// what animates where it is at `time`.
  private func animatedTree(at time: TimeInterval) -> RenderTree {
    let tree = renderTreeBuilder.build(graph.root, windowSize: graph.windowSize)
    let animations = renderTreeBuilder.animations
    return animator.present(
      tree, at: time, animations: animatesChanges ? animations : animations.withoutAnimations)
  }

  /// The elements of the tree as laid out now, built afresh without keeping anything and
  /// without touching what the loop's own builder kept: what an incremental frame must
  /// equal, for differential tests.
  package func freshRenderTree() -> RenderTree {
    RenderTreeBuilder(engine: engine, keepsElements: false).build(
      graph.root, windowSize: graph.windowSize)
  }

  /// Hands the backend a frame of the tree as it is laid out now, with the damage the
  /// Whether the last frame shows texts that show the time (`Text(_:style: .timer)`,
  /// `Text(timerInterval:)`): a backend then calls `damageTimeTexts()` once a second.
  package var showsTimeTexts: Bool { renderTreeBuilder.timeTextBounds != nil }

  /// Marks the texts that show the time as changed, so that the next frame writes them
  /// from the clock again; false when the last frame showed none.
  @discardableResult
  package func damageTimeTexts() -> Bool {
    guard let bounds = renderTreeBuilder.timeTextBounds else { return false }
    graph.damage.add(bounds)
    return true
  }

  /// graph and layout recorded since the last frame.
  package func present(cause: Frame.Cause? = nil) {
    var damage = graph.takeDamage()
    guard let backend, graph.root != nil else { return }
    let cause = cause ?? pendingCause ?? .update
    if cause == .redraw || frameCount == 0 { damage.addEverything() }
    renderTreeBuilder.note(damage, cause: cause)
    let time = clock()
    let windowSize = graph.windowSize
    let frame = Frame(
      windowSize: windowSize, damage: damage, cause: cause, number: frameCount
    ) { [weak self] in
      self?.animatedTree(at: time) ?? RenderTree(elements: [], windowSize: windowSize)
    }
    frameCount += 1
    backend.present(frame)
    scheduleAnimationFrame()
  }

  /// While something animates, asks the backend for the next frame.
  private func scheduleAnimationFrame() {
    guard animator.isAnimating || graph.hasAnimatedInputs, !isAnimationFrameScheduled,
      let backend
    else { return }
    isAnimationFrameScheduled = true
    backend.requestAnimationFrame { [weak self] in
      guard let self else { return }
      self.isAnimationFrameScheduled = false
      self.presentAnimationFrame()
    }
  }

  /// Draws the animations under way as they are now: what they can cover is damaged, so
  /// a backend drawing only the damage draws them again.
  package func presentAnimationFrame() {
    if let reach = animator.reach { graph.damage.add(reach) }
    let updates = graph.updateCount
    if graph.hasAnimatedInputs {
      // Animatable views are given their data this far along and evaluated again; the
      // update presents the frame.
      graph.advanceAnimatedInputs()
      graph.update()
    }
    if graph.updateCount == updates, animator.isAnimating { present() }
  }
}
