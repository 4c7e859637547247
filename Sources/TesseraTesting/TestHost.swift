import Tessera
import TesseraImages
import TesseraTerminal

/// Renders a view headlessly and drives it as a user would: find views by their text,
/// label, accessibility identifier or type, tap, type, toggle, select, and read a text
/// snapshot of what is shown.
///
/// Sheets, covers and alerts are presented by tapping what presents them, as a user
/// would, and closed with `dismissPresentation()`.
///
/// Every interaction applies the resulting update before it returns, so a test reads the
/// new state on the next line:
/// ```swift
/// let host = TestHost(CounterView())
/// try host.tap("Increment")
/// #expect(host.contains(text: "Count: 1"))
/// ```
@MainActor
public final class TestHost: Backend {
  /// The loop that updates the graph and lays it out, as every host's does.
  let loop: HostLoop
  /// The view graph shown.
  var graph: ViewGraph { loop.graph }
  /// How text and images are measured: terminal cells unless a test chose otherwise.
  package var metrics: any LayoutMetrics { loop.engine.metrics }

  /// Renders `view` in a window of `size` points (80 × 24 terminal cells by default) and
  /// runs its first update, including `onAppear` actions and layout.
  public convenience init<V: View>(_ view: V, size: CGSize = CGSize(width: 640, height: 384)) {
    let metrics = CellMetrics()
    metrics.sizesImagesFromTheirPixels()
    self.init(view, size: size, metrics: metrics)
  }

  /// Renders `view` in a window of `size` points, measured with `metrics` instead of the
  /// terminal's cells: for tests of layout that depends on how a backend measures text.
  package init<V: View>(_ view: V, size: CGSize, metrics: any LayoutMetrics) {
    let clock = ManualClock()
    self.clock = clock
    // Timers and timelines the first update starts wait on the host's clock.
    loop = ManualClock.$current.withValue(clock) {
      HostLoop(rootView: view, metrics: metrics, windowSize: size)
    }
    loop.graph.manualClock = clock
    loop.attach(self)
    loop.clock = { [unowned self] in self.time }
    loop.animatesChanges = false
    // The first frame's elements, for the first animation to start from.
    _ = loop.renderTree()
    // Quitting (`NSApplication.shared.terminate`) sends the scene to the background, as
    // a backend does before it exits; the test goes on to read what the app did.
    NSApplication.quit = { [weak self] in
      self?.loop.enterBackground()
      self?.graph.update()
    }
  }

  /// The size of the window; setting it lays the view out again, as a resize would.
  public var windowSize: CGSize {
    get { graph.windowSize }
    set { loop.resize(to: newValue) }
  }

  /// Whether the window is in front (`@Environment(\.scenePhase)`); setting it applies
  /// the change, as the window gaining or losing the focus would.
  public var scenePhase: ScenePhase {
    get { graph.root.environment.scenePhase }
    set {
      loop.setScenePhase(newValue)
      graph.update()
    }
  }

  /// Refreshes the refreshable content shown (`refreshable`), as F5 would, and returns
  /// once its action has finished and the update it caused is applied. Throws when
  /// nothing shown is refreshable.
  public func refresh() async throws {
    let root = graph.inputRoot
    guard let refresh = root.refreshAction else {
      throw InspectionError.notFound("refreshable content", snapshot: snapshot)
    }
    graph.update()
    await refresh()
    graph.update()
  }

  /// Headless, the host draws nothing when a frame comes: tests query the tree where it
  /// is, and `screen` draws it when asked. The frame's elements are built all the same,
  /// so that animations start from what the last frame showed.
  package func present(_ frame: Frame) { _ = frame.renderTree() }

  /// The test's clock moves only with ``advance(by:)-(Duration)``: animations stand still between,
  /// and no frame is drawn of itself.
  package func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void) {}

  /// How the host shows animations.
  public enum AnimationMode: Sendable {
    /// Every change shows at its end at once, whatever its animation: tests read what a
    /// change leads to (the default).
    case skipped
    /// Animations run on the host's clock, which stands still until ``advance(by:)-(Duration)``:
    /// tests read views part of the way (``drawnFrame(of:)``, ``drawnOpacity(of:)``,
    /// `screen`).
    case onTheClock
  }

  /// How the host shows animations: skipped by default; set `.onTheClock` before the
  /// change to follow them with ``advance(by:)-(Duration)``.
  public var animationMode: AnimationMode = .skipped {
    didSet { loop.animatesChanges = animationMode == .onTheClock }
  }

  /// Whether the user asked for less motion: views read it as `accessibilityReduceMotion`,
  /// and animations keep views where they end up, fading what would move.
  public var reducesMotion: Bool {
    get { loop.animator.reducesMotion }
    set { loop.setReducesMotion(newValue) }
  }

  /// The host's clock: it stands still until ``advance(by:)-(Duration)`` moves it.
  let clock: ManualClock

  /// The time on the host's clock, in seconds since the host was made.
  public var time: TimeInterval { clock.elapsed }

  /// The date on the host's clock: the date the host was made, plus ``time``. A
  /// `TimelineView` shows its entry for this date, and a timer publishes it.
  public var now: Date { clock.now }

  /// Moves the host's clock on by `duration` and draws a frame. Everything that waits on
  /// the clock comes due in order, each at its own moment, with the update it causes
  /// applied: a `Timer.publish` on the main run loop ticks once per interval passed, a
  /// `debounce`, `throttle` or `delay` on `RunLoop.main` or `DispatchQueue.main` lets its
  /// value through, and a `TimelineView` moves to its entry for the new time. Animations
  /// under way move on, so `screen` and ``drawnFrame(of:)`` show them that far along.
  ///
  /// Until a test advances it, the clock stands still: an animation stays at its start
  /// and a timer does not tick. `Task.sleep`, `asyncAfter` and Foundation's
  /// `Timer.scheduledTimer` keep the wall clock.
  /// ```swift
  /// let host = TestHost(StopwatchView())
  /// try host.tap("Start")
  /// host.advance(by: .seconds(3))
  /// #expect(host.contains(text: "0:03"))
  /// ```
  public func advance(by duration: Duration) {
    let target = clock.elapsed + duration.inSeconds
    while clock.fireNext(upTo: target) { graph.update() }
    clock.move(to: target)
    graph.update()
    loop.presentAnimationFrame()
  }

  /// Moves the host's clock on by `seconds`, as ``advance(by:)-(Duration)`` does:
  /// `host.advance(by: 0.5)`.
  public func advance(by seconds: Double) { advance(by: .seconds(seconds)) }

  /// The text on the clipboard: what a view last put there (a `ShareLink`'s Copy), or
  /// what a test puts there for a `PasteButton` to paste.
  public var clipboard: String?

  /// Keeps `text` as the clipboard's, for a test to read.
  package func copyToClipboard(_ text: String) { clipboard = text }

  /// Hands the clipboard's text to a view that pastes it.
  package func readClipboard(_ deliver: @escaping @MainActor (String?) -> Void) {
    deliver(clipboard)
  }

  /// Whether an animation is under way: while one is, a host asks for frames.
  package var isAnimating: Bool { loop.animator.isAnimating }

  /// How many frames the loop has handed the host.
  package var frameCount: Int { loop.frameCount }

  /// Renders the first window of `app`, as `main()` would.
  public convenience init<A: App>(app: A, size: CGSize = CGSize(width: 640, height: 384)) {
    self.init(AppRoot(app: app), size: size)
  }

  /// Renders the previews of `provider`.
  public convenience init<P: PreviewProvider>(previews provider: P.Type) {
    self.init(P.previews)
  }

  /// Renders the preview named `name` (a `#Preview` or a `PreviewProvider`), laid out as
  /// `--preview NAME` lays it out. Throws, listing the previews there are, if none has
  /// that name.
  public convenience init(preview name: String, size: CGSize = CGSize(width: 640, height: 384))
    throws
  {
    guard let preview = PreviewRegistry.previews(named: name) else {
      throw InspectionError.notFound(
        "a preview named \"\(name)\"",
        snapshot: "previews: " + PreviewRegistry.names.joined(separator: ", "))
    }
    self.init(preview, size: size)
  }

  /// The root of the rendered element tree.
  public var root: InspectedView { InspectedView(node: graph.root) }

  /// How many updates have run (the first render counts as one).
  public var updateCount: Int { graph.updateCount }

  /// Whether the graph has an update scheduled or changes waiting for one.
  package var hasPendingUpdate: Bool { graph.hasPendingUpdate }

  /// How many times the `body` of views of type `type` has been evaluated.
  public func bodyCount<V>(of type: V.Type) -> Int { graph.bodyEvaluations(of: type) }

  /// How many sizes layout has computed rather than read from its cache, since the host
  /// was made.
  package var layoutMeasurements: Int { graph.layoutEngine?.measurements ?? 0 }

  /// Lays the view out again without any change, as a backend redrawing would.
  package func layoutAgain() { graph.layout() }

  /// Applies pending changes now, as the next turn of the main actor would.
  public func update() { graph.update() }

  /// Moves the mouse out of the window: the views it was over that follow the pointer
  /// (`onHover`) are told it left.
  public func moveMouseAway() {
    graph.hover.pointerMoved(to: nil, in: graph.inputRoot)
    graph.update()
  }

  /// Lets asynchronous work run (the views' `task` actions, changes published from other
  /// threads) until no `task` action is running and no update is pending, or `maxTurns`
  /// turns of the main actor have passed, then applies the last update.
  public func settle(maxTurns: Int = 1_000) async {
    for _ in 0..<maxTurns {
      await Task.yield()
      if !graph.needsUpdate, MainActorDelivery.pendingCount == 0, graph.viewTasks.running == 0 {
        break
      }
    }
    graph.update()
  }

  /// Waits until every `task` action of the views has returned and the updates they
  /// caused are applied, then returns; throws ``InspectionError/timedOut(_:)`` naming
  /// the views whose tasks are still running when `timeout` passes. Time the main actor
  /// spends on other work (other tests running at once) does not count against
  /// `timeout`, since the tasks waited on queue behind that work too:
  /// ```swift
  /// let host = TestHost(ProfileScreen(loader: .stub))
  /// try await host.idle()
  /// #expect(host.contains(text: "Ada Lovelace"))
  /// ```
  public func idle(timeout: Duration = .seconds(30)) async throws {
    var deadline = WaitDeadline(timeout: timeout, pause: .milliseconds(2))
    while true {
      graph.update()
      let tasks = graph.viewTasks
      if tasks.running == 0, MainActorDelivery.pendingCount == 0, !graph.needsUpdate {
        return
      }
      guard !deadline.hasPassed else {
        let owners = tasks.runningOwners
        throw InspectionError.timedOut(
          owners.isEmpty
            ? "updates were still pending after \(timeout)"
            : "the task of \(owners.joined(separator: ", ")) had not finished after \(timeout)")
      }
      await deadline.pauseBeforeNextLook()
    }
  }

  /// Lets asynchronous work run until `condition` holds (true) or `maxTurns` turns of the
  /// main actor pass (false), applying updates along the way.
  @discardableResult
  public func settle(until condition: () -> Bool, maxTurns: Int = 10_000) async -> Bool {
    for _ in 0..<maxTurns {
      graph.update()
      if condition() { return true }
      await Task.yield()
    }
    graph.update()
    return condition()
  }

  /// Lets asynchronous work run until `condition` holds (true) or `timeout` passes
  /// (false), applying updates along the way; as for `idle(timeout:)`, time the main
  /// actor spends on other work does not count. Unlike `settle(until:maxTurns:)` it also
  /// waits for work that finishes off the main actor, such as a network or file load.
  @discardableResult
  public func settle(timeout: Duration, until condition: () -> Bool) async -> Bool {
    var deadline = WaitDeadline(timeout: timeout, pause: .milliseconds(5))
    while !deadline.hasPassed {
      if await settle(until: condition, maxTurns: 50) { return true }
      await deadline.pauseBeforeNextLook()
    }
    return await settle(until: condition, maxTurns: 1)
  }

  /// Asks the app to open `url`, as starting it with the URL does: every `onOpenURL`
  /// action in the window gets it, and the window updates. Throws when no view has one.
  public func open(_ url: URL) throws {
    guard graph.root.deliverOpenURL(url) else {
      throw InspectionError.notFound("a view with onOpenURL", snapshot: snapshot)
    }
    graph.update()
  }

  /// The window as a terminal draws it: one string per row of 8 × 16 pt cells (an
  /// 80 × 24 screen for the default size), trailing blanks removed. Text shows only the
  /// lines that fit its frame, so a test sees what a user can read.
  public var screen: [String] { screenBuffer.lines }

  /// The window as the terminal draws it, in its light palette: characters and styles.
  var screenBuffer: ScreenBuffer {
    let renderer = ElementRenderer(palette: .light)
    let columns = Int((windowSize.width / renderer.cellSize.width).rounded(.down))
    let rows = Int((windowSize.height / renderer.cellSize.height).rounded(.down))
    guard graph.root != nil else { return ScreenBuffer(columns: columns, rows: rows) }
    return renderer.render(loop.renderTree(), columns: columns, rows: rows).0
  }

  /// A deterministic text rendering of the element tree, one element a line, indented
  /// by depth.
  public var snapshot: String { root.snapshot }
}
