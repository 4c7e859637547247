import Combine
import Foundation

/// The persistent tree of view nodes for one root view, and the update loop that keeps it
/// in step with the data it reads.
///
/// Changes mark nodes dirty and schedule one update on the main actor; however many
/// changes happen in one turn, they are applied in a single update. An update re-evaluates
/// the dirty nodes, shallowest first, then runs the lifecycle actions it caused
/// (`onDisappear`, then `onAppear`/`onChange`, then starts `task`s).
@MainActor
package final class ViewGraph {
  /// The root node.
  package private(set) var root: ViewNode!
  /// How many updates have run.
  package private(set) var updateCount = 0
  /// The animation of the transaction (`withAnimation`) of the changes not yet drawn, if
  /// any; the render tree builder takes it for the next tree.
  package var transactionAnimation: Animation?
  /// The time animations are at, in seconds: the host loop's clock.
  package var clock: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  /// Whether changes animate (the animator's frames, an animatable view's data); when not,
  /// every change shows at its end at once.
  package var animatesChanges = true
  /// The nodes whose animatable input is moving, checked each animation frame.
  var animatedInputNodes: [WeakNode] = []

  /// Whether an animatable view's input is moving: the host asks for frames while one is.
  package var hasAnimatedInputs: Bool { !animatedInputNodes.isEmpty }

  /// Moves every animated input on to the clock's time, marking those nodes for
  /// re-evaluation; the next update shows them.
  package func advanceAnimatedInputs() {
    let now = clock()
    animatedInputNodes = animatedInputNodes.filter {
      $0.node?.advanceAnimatedInput(to: now) ?? false
    }
  }
  /// The serial number the last node made was given.
  private var lastNodeSerial = 0
  /// Whether a body is being evaluated now (state written then is a mistake).
  package var isEvaluatingBody = false
  /// Called after every update (and its layout), for backends to redraw.
  package var didUpdate: (() -> Void)?
  /// The clock that timers and timelines started in this graph's updates wait on, when
  /// not the wall clock: a test host's, which moves only when the test moves it.
  package var manualClock: ManualClock?
  /// Lays out the tree after each update, when set.
  package var layoutEngine: LayoutEngine?
  /// The size of the window the root is laid out in.
  package var windowSize = CGSize.zero {
    didSet {
      guard windowSize != oldValue else { return }
      damage.addEverything()
      layout()
    }
  }
  /// Schedules an update; the default runs it on the next turn of the main actor.
  package var scheduler: (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }
  /// The shortest time, in nanoseconds, between two updates the graph schedules itself:
  /// changes that arrive faster (a storm published from another thread) are applied
  /// together, at most once a frame. Updates asked for directly (input) are not delayed.
  package var minimumUpdateInterval: UInt64 = 16_666_667
  private var lastUpdateEnd: UInt64 = 0

  /// The presentations (sheets, covers, alerts) in the tree now, laid out over the
  /// whole window.
  package var presentationNodes: [ViewNode] = []

  /// The frontmost presentation shown (a sheet, an alert, a menu), if any: the one that
  /// takes the keys and clicks.
  package var frontPresentation: ViewNode? {
    presentationNodes.last { $0.isMounted && $0.isVisible }
  }

  /// The root of what takes input now: the frontmost presentation shown, else the root.
  package var inputRoot: ViewNode { frontPresentation ?? root }
  /// Nodes changed since the last layout, to be measured again (see
  /// `ViewNode.markLayoutDirty`).
  package var layoutDirtyNodes: [ViewNode] = []

  /// What features keep for the whole graph (the focus), each value under its own type,
  /// as `ViewNode.locals` keeps what they keep for one node.
  package var locals = NodeLocals()

  /// What changed on screen since a backend last took it with `takeDamage()`.
  package var damage = Damage()

  /// The damage recorded since the last call, which starts over with none.
  package func takeDamage() -> Damage {
    defer { damage = Damage() }
    return damage
  }

  private var dirtyNodes: [ViewNode] = []
  private var isUpdateScheduled = false
  private var isUpdating = false
  private var disappearActions: [() -> Void] = []
  private var appearActions: [() -> Void] = []
  private var taskStarts: [() -> Void] = []
  private var afterLayoutActions: [() -> Void] = []
  private var bodyCounts: [ObjectIdentifier: Int] = [:]

  /// Builds the graph for `rootView` in `environment` and runs the first update.
  package init<Root: View>(
    rootView: Root, environment: EnvironmentValues = EnvironmentValues(),
    layoutEngine: LayoutEngine? = nil, windowSize: CGSize = .zero
  ) {
    self.layoutEngine = layoutEngine
    self.windowSize = windowSize
    root = ViewNode(
      view: rootView, key: ChildKey(.single, for: rootView), parent: nil, graph: self,
      environment: environment)
    // The first frame draws everything: no node need say what it covers.
    damage.addEverything()
    isUpdating = true
    root.mount()
    finishUpdate()
  }

  /// Whether nodes changed since the last update (their bodies are to be evaluated).
  package var needsUpdate: Bool { !dirtyNodes.isEmpty }

  /// How many times the body of views of type `type` has been evaluated.
  package func bodyEvaluations(of type: Any.Type) -> Int {
    bodyCounts[ObjectIdentifier(type)] ?? 0
  }

  func recordBodyEvaluation(of type: Any.Type) {
    bodyCounts[ObjectIdentifier(type), default: 0] += 1
  }

  /// A serial number for a new node, never given before in this graph.
  func nextNodeSerial() -> Int {
    lastNodeSerial += 1
    return lastNodeSerial
  }

  func nodeDidBecomeDirty(_ node: ViewNode) {
    dirtyNodes.append(node)
    scheduleUpdate()
  }

  private func scheduleUpdate() {
    guard !isUpdating, !isUpdateScheduled else { return }
    isUpdateScheduled = true
    let now = DispatchTime.now().uptimeNanoseconds
    let nextFrame = lastUpdateEnd + minimumUpdateInterval
    guard lastUpdateEnd > 0, now < nextFrame else {
      scheduler { [weak self] in self?.update() }
      return
    }
    let wait = nextFrame - now
    scheduler { [weak self] in
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: wait)
        self?.update()
      }
    }
  }

  /// Queues an action to run after the current update, in the phase for `kind`.
  package func enqueue(_ kind: LifecyclePhase, _ action: @escaping () -> Void) {
    switch kind {
    case .disappear: disappearActions.append(action)
    case .appear: appearActions.append(action)
    case .startTask: taskStarts.append(action)
    }
    scheduleUpdate()
  }

  /// Whether an update is waiting to run or has work to do (changed nodes, lifecycle
  /// actions).
  package var hasPendingUpdate: Bool { isUpdateScheduled || needsUpdate || hasLifecycleWork }

  /// Applies all pending changes now. Does nothing when nothing changed.
  package func update() {
    isUpdateScheduled = false
    guard !isUpdating else { return }
    guard needsUpdate || hasLifecycleWork || !afterLayoutActions.isEmpty else { return }
    isUpdating = true
    onItsClock { finishUpdate() }
  }

  /// Runs `body` with the graph's manual clock, if it has one, as the current clock:
  /// the timers and delays it starts wait on that clock.
  package func onItsClock<T>(_ body: () throws -> T) rethrows -> T {
    guard let manualClock, ManualClock.current !== manualClock else { return try body() }
    return try ManualClock.$current.withValue(manualClock) { try body() }
  }

  private var hasLifecycleWork: Bool {
    !disappearActions.isEmpty || !appearActions.isEmpty || !taskStarts.isEmpty
  }

  private func finishUpdate() {
    var rounds = 0
    var layouts = 0
    repeat {
      repeat {
        rounds += 1
        let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll()
        for node in nodes where node.isDirty && node.isMounted { node.rebuild() }
        runLifecycleActions()
      } while (needsUpdate || hasLifecycleWork) && rounds < 100
      layouts += 1
      // Rows a lazy container builds while it is laid out appear in this update too:
      // their `onAppear` runs (and what it changes is applied) before the update ends.
      layout()
    } while (needsUpdate || hasLifecycleWork) && rounds < 100 && layouts < 4
    if rounds >= 100 {
      Diagnostics.warnOnce(
        "The view graph did not settle after 100 rounds: state changes in "
          + "onAppear/onChange keep invalidating views.")
    }
    isUpdating = false
    lastUpdateEnd = DispatchTime.now().uptimeNanoseconds
    updateCount += 1
    didUpdate?()
  }

  /// Lays out the whole tree in the window, reusing cached sizes of unchanged subtrees.
  package func layout() {
    // No window yet (a backend sets the size when it starts): nothing to lay out.
    guard let layoutEngine, let root, windowSize.width > 0, windowSize.height > 0 else { return }
    layoutEngine.layout(root: root, in: windowSize)
    locals[PreferenceCenter.self]?.didLayout()
    var rounds = 0
    while !afterLayoutActions.isEmpty, rounds < 8 {
      rounds += 1
      let actions = afterLayoutActions
      afterLayoutActions.removeAll()
      for action in actions { action() }
      layoutEngine.layout(root: root, in: windowSize)
    }
  }

  /// Runs `action` once the tree has frames: after the next layout (the one ending the
  /// current update, or one scheduled now), and lays the tree out again after it. An
  /// action that needs where things are (scrolling to a view) runs here rather than
  /// changing the tree halfway through a layout; it may queue itself again for one more
  /// round, up to a few rounds.
  package func performAfterLayout(_ action: @escaping () -> Void) {
    afterLayoutActions.append(action)
    scheduleUpdate()
  }

  private func runLifecycleActions() {
    let disappear = disappearActions
    let appear = appearActions
    let tasks = taskStarts
    disappearActions.removeAll()
    appearActions.removeAll()
    taskStarts.removeAll()
    for action in disappear { action() }
    for action in appear { action() }
    for action in tasks { action() }
  }
}

/// When a lifecycle action runs within an update.
package enum LifecyclePhase {
  /// `onDisappear`: first.
  case disappear
  /// `onAppear` and `onChange`: after every disappear action, in the order they were
  /// queued (deepest views first, then outward).
  case appear
  /// Starting `task`s: last.
  case startTask
}
