import Tessera

/// One element of a rendered view: a text, a control, a container or a modifier, with
/// its element children. Queries return these; actions on them behave as a user's would
/// and apply the resulting update before they return.
@MainActor
public struct InspectedView: @MainActor CustomStringConvertible {
  let node: ViewNode

  /// The element's one-line description, as in snapshots (`Text("Hi")`, `Button`).
  public var description: String { ElementTree.describe(node) }

  /// The element's kind: its type name without generic arguments (`Button`, `Text`).
  public var kind: String {
    let name = node.typeName
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The characters of a `Text`, or nil for other elements.
  public var text: String? { (node.view(as: Text.self))?.plainText }

  /// What a user reads for this element: its accessibility label, else the texts inside
  /// it joined by spaces (a button's title, a toggle's label), else its own title.
  public var label: String { node.readableLabel }

  /// All texts inside this element, in order.
  public var texts: [String] {
    var result: [String] = []
    ElementTree.walk(node) { node in
      if let text = node.view(as: Text.self) { result.append(text.plainText) }
      return true
    }
    return result
  }

  /// The accessibility identifier set on this element, if any.
  public var accessibilityIdentifier: String? { node.accessibility(.identifier) }

  /// The accessibility value set on this element (`accessibilityValue`), if any.
  public var accessibilityValue: String? { node.accessibility(.value) }

  /// The accessibility hint set on this element (`accessibilityHint`), if any.
  public var accessibilityHint: String? { node.accessibility(.hint) }

  /// What assistive technologies present the element as: the traits added with
  /// `accessibilityAddTraits` or `accessibilityHeading` (on it or on a container around
  /// it) and not removed, such as `.isHeader` for a list section's header.
  public var accessibilityTraits: AccessibilityTraits { node.accessibilityTraits.traits }

  /// Where the element is in the window, in points, after the last layout.
  public var frame: CGRect { node.frame }

  /// Where the element and the modifiers applied to it are, after the last layout: the
  /// frame of the outermost one (`.padding()`, `.frame(maxWidth: .infinity)`), which
  /// `frame` steps inside of.
  public var outerFrame: CGRect { node.outermostModifier.frame }

  /// The value of the environment at this element: `view.environment(\.colorScheme)`.
  public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
    node.environment[keyPath: keyPath]
  }

  /// Whether the element responds to the user (no `disabled(true)` above it).
  public var isEnabled: Bool { node.environment.isEnabled }

  /// The element children: the nearest descendants that are elements themselves.
  public var children: [InspectedView] {
    ElementTree.elementChildren(of: node).map(InspectedView.init(node:))
  }

  /// This element and its descendants as indented lines.
  public var snapshot: String { ElementTree.snapshot(of: node) }

  /// A navigation stack's title: the `navigationTitle` of its top page.
  public var navigationTitle: String? {
    guard node.view(as: (any NavigationContainer).self) != nil else { return nil }
    let top = node.children.last { !$0.key.isPart }
    return top.flatMap { NavigationBar.title(in: $0)?.title }
  }

  // MARK: Control values

  /// A toggle's value, or nil for other elements.
  public var isOn: Bool? { (node.toggleControl)?.isOnBinding.wrappedValue }

  /// A text field's text, or nil for other elements.
  public var textValue: String? {
    node.editedText?.wrappedValue
  }

  /// A date picker's date, or nil for other elements.
  public var date: Date? { (node.view(as: (any DateControl).self))?.date }

  /// A picker's selected value, or nil for other elements.
  public var selection: AnyHashable? { (node.view(as: (any SelectionControl).self))?.selectedTag }

  /// A slider's value, or a stepper's when it is bound to a number; nil for other
  /// elements.
  public var value: Double? { (node.view(as: (any AdjustableControl).self))?.adjustment.value }

  /// A picker's options, by label, in order.
  public var options: [String] { node.selectionOptions().map(\.node.readableLabel) }

  /// A picker's option labels with their tags, in order.
  public var taggedOptions: [(label: String, tag: AnyHashable)] {
    node.selectionOptions().map { ($0.node.readableLabel, $0.tag) }
  }

  // MARK: Actions

  /// Activates this element as a click or Enter would: a button's action runs (an
  /// alert's button also closes the alert), and a toggle flips. On a view inside a
  /// button or toggle (its label's text), that control is tapped, as a finger on the text
  /// would tap it; on a view made of one control (a `PasteButton`, a row with one toggle),
  /// that control is.
  public func tap() throws {
    let control = enclosingActionControl
    // The action runs on the host's clock (inside `check`), so timers it starts tick as
    // the test advances the clock.
    try control.check(
      control.node.toggleControl != nil
        ? control.node.performToggle() : control.node.performAction(), "tap")
  }

  /// This element if it acts (a button, a link, a tap gesture, a toggle), else the
  /// nearest ancestor that does, else the one control inside it, when there is exactly
  /// one (a `PasteButton`'s button, or a row holding one toggle); else this element,
  /// which then refuses the action.
  private var enclosingActionControl: InspectedView {
    func acts(_ node: ViewNode) -> Bool { node.actionControl != nil || node.toggleControl != nil }
    var current: ViewNode? = node
    while let candidate = current {
      if acts(candidate) { return InspectedView(node: candidate) }
      current = candidate.parent
    }
    var inside: [ViewNode] = []
    var pending = node.children
    while let next = pending.popLast(), inside.count < 2 {
      if acts(next) { inside.append(next) } else { pending += next.children }
    }
    return inside.count == 1 ? InspectedView(node: inside[0]) : self
  }

  /// Clicks this view with the mouse `count` times in quick succession, as a user would:
  /// the gestures under the pointer see the presses (a double tap ends on the second),
  /// and a control there acts unless a gesture took the press. Unlike `tap()` (Enter),
  /// a double-tap control needs both clicks. `location` is the unit point of the view
  /// clicked, its middle by default.
  public func click(count: Int = 1, at location: UnitPoint = .center) throws {
    let center = point(at: location)
    var events: [(PointerEvent.Phase, CGPoint, Duration)] = []
    for click in 0..<max(count, 1) {
      let at = Duration.milliseconds(100 * click)
      events += [(.down, center, at), (.up, center, at)]
    }
    try point(events, "click", clicks: max(count, 1))
  }

  /// Holds the mouse button down on this button, as a user pressing it: a `ButtonStyle`
  /// of the app's draws it pressed (`configuration.isPressed`) until ``release()``. The
  /// action runs on a click (``click(count:at:)``, ``tap()``), not here.
  public func pressDown() throws {
    try enclosingActionControl.check(enclosingActionControl.node.performPress(true), "press")
  }

  /// Lets go of a button held down with ``pressDown()``.
  public func release() throws {
    try enclosingActionControl.check(enclosingActionControl.node.performPress(false), "release")
  }

  /// Moves the mouse over this view, with no button held, to `location` (a unit point of
  /// the view, its middle by default): the views that follow the pointer (`onHover`,
  /// `onContinuousHover`) under it are told, and those it left too.
  public func hover(at location: UnitPoint = .center) {
    guard let graph = node.graph else { return }
    graph.hover.pointerMoved(to: point(at: location), in: graph.inputRoot)
    graph.update()
  }

  /// Drags across this view with the mouse, as a user would: the pointer goes down at
  /// `start` (a unit point of the view, its middle by default), moves by `translation`
  /// points in `steps` moves, and is released. The gestures of the views under the
  /// pointer see it as they would see the mouse.
  public func drag(by translation: CGSize, from start: UnitPoint = .center, steps: Int = 4)
    throws
  {
    let origin = point(at: start)
    let steps = max(steps, 1)
    var events = [(PointerEvent.Phase.down, origin, Duration.zero)]
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(
        x: origin.x + translation.width * fraction, y: origin.y + translation.height * fraction)
      events.append((.moved, point, .milliseconds(16 * step)))
    }
    events.append((.up, events[events.count - 1].1, .milliseconds(16 * steps)))
    try point(events, "drag")
  }

  /// Drags this view with the mouse onto the middle of `target`, as a user drags a
  /// `draggable` view onto a `dropDestination`.
  public func drag(to target: InspectedView) throws {
    let start = point(at: .center)
    let end = target.point(at: .center)
    try drag(by: CGSize(width: end.x - start.x, height: end.y - start.y))
  }

  /// Pinches this view with two fingers, as on a touchpad, until they are `scale` times
  /// as far apart, in `steps` moves: its `MagnifyGesture`s see it. Throws when no gesture
  /// is there.
  public func magnify(by scale: CGFloat, steps: Int = 4) throws {
    try pinch(to: Pinch(scale: scale), steps: steps, "magnify")
  }

  /// Turns two fingers on this view through `angle` (clockwise), in `steps` moves: its
  /// `RotateGesture`s see it. Throws when no gesture is there.
  public func rotate(by angle: Angle, steps: Int = 4) throws {
    try pinch(to: Pinch(rotation: angle), steps: steps, "rotate")
  }

  private func pinch(to final: Pinch, steps: Int, _ verb: String) throws {
    guard let graph = node.graph else { return }
    let center = point(at: .center)
    let root = graph.inputRoot
    guard
      let session = GestureSession(
        at: center, in: root, control: nil, contains: { $0.isHit(at: center) })
    else { throw InspectionError.cannot(verb, description) }
    let steps = max(steps, 1)
    let start = ContinuousClock.now
    onTheHostsClock {
      session.receive(PointerEvent(.down, at: center, time: start, pinch: Pinch()))
      for step in 1...steps {
        let fraction = CGFloat(step) / CGFloat(steps)
        let pinch = Pinch(
          scale: 1 + (final.scale - 1) * fraction,
          rotation: .degrees(final.rotation.degrees * Double(fraction)))
        session.receive(
          PointerEvent(.moved, at: center, time: start + .milliseconds(16 * step), pinch: pinch))
      }
      session.receive(
        PointerEvent(.up, at: center, time: start + .milliseconds(16 * steps), pinch: final))
      session.cancel()
    }
    graph.update()
  }

  /// Presses this view with the mouse for `duration` seconds without moving, then lets
  /// go: a long press, as its gestures see it.
  public func longPress(for duration: Double = 1) throws {
    let center = point(at: .center)
    let held = Duration.milliseconds(Int((duration * 1_000).rounded()))
    try point([(.down, center, .zero), (.moved, center, held), (.up, center, held)], "long-press")
  }

  /// The point at `unit` of this view, in window coordinates.
  private func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(
      x: node.frame.minX + node.frame.width * unit.x,
      y: node.frame.minY + node.frame.height * unit.y)
  }

  /// Feeds the gestures under the first event's point the pointer `events` (each with
  /// its time after the first), then applies the update they caused.
  private func point(
    _ events: [(PointerEvent.Phase, CGPoint, Duration)], _ verb: String, clicks: Int = 1
  ) throws {
    try onTheHostsClock { try feed(events, verb, clicks: clicks) }
  }

  private func feed(
    _ events: [(PointerEvent.Phase, CGPoint, Duration)], _ verb: String, clicks: Int
  ) throws {
    guard let graph = node.graph, let first = events.first else { return }
    let root = graph.inputRoot
    let control = root.control(at: first.1)
    let session = GestureSession(
      at: first.1, in: root, control: control, contains: { $0.isHit(at: first.1) })
    guard session != nil || control != nil else {
      throw InspectionError.cannot(verb, description)
    }
    let start = ContinuousClock.now
    for (phase, location, after) in events {
      session?.receive(PointerEvent(phase, at: location, time: start + after))
    }
    // What still waits (a double tap after one click) is over: no more presses come.
    session?.cancel()
    // Unless a gesture took the press, the control under it is clicked, as by the mouse,
    // when the pointer is let go where it went down.
    if session?.claimsPress != true, let control, events.last?.1 == first.1 {
      let target = InspectedView(node: control)
      for click in 0..<clicks {
        let outcome = control.performClick(startsSequence: click == 0)
        // The clicks before the last of a double-click control wait for the next one.
        if outcome != .refused { try target.check(outcome, verb) }
      }
      graph.update()
      return
    }
    graph.update()
  }

  /// Swipes the list row this element is in from `edge`, opening its `swipeActions` for
  /// that edge (which are then found and tapped as any control is). Throws when the row
  /// has none there.
  public func swipe(edge: HorizontalEdge = .trailing) throws {
    var current: ViewNode? = node
    while let candidate = current,
      (candidate.primitiveModifier as? SwipeActionsMarker)?.edge != edge
    {
      current = candidate.parent
    }
    guard let row = current else { throw InspectionError.cannot("swipe", description) }
    try check(row.performOpenContextMenu(), "swipe")
  }

  /// Deletes the list row this element is in, as a swipe to delete (or the row's delete
  /// button in edit mode) would: the `onDelete` of the rows' `ForEach` gets its offset.
  public func delete() throws {
    try check(node.performRowDeletion(), "delete")
  }

  /// Gives this control (or the control around it, such as the `focusable` view a text
  /// is in) the keyboard focus, as Tab or a click would: a `@FocusState` tied to it (or
  /// to a view around it) says so.
  public func focus() throws {
    var current: ViewNode? = node
    while let candidate = current, !candidate.isControl { current = candidate.parent }
    guard let control = current else { throw InspectionError.cannot("focus", description) }
    control.graph?.focus.move(to: control)
    control.graph?.update()
  }

  /// Opens the context menu of this view (or of the nearest view around it that has one),
  /// as a right click would.
  public func openContextMenu() throws {
    try check(node.performOpenContextMenu(), "open the context menu of")
  }

  /// Flips this toggle.
  public func toggle() throws {
    try check(node.performToggle(), "toggle")
  }

  /// Moves this stepper or slider one step up, as a click on + or → would. At the upper
  /// bound it is refused with an error and changes nothing.
  public func increment() throws {
    try check(node.performStep(by: 1), "increment")
  }

  /// Moves this stepper or slider one step down, as a click on − or ← would. At the lower
  /// bound it is refused with an error and changes nothing.
  public func decrement() throws {
    try check(node.performStep(by: -1), "decrement")
  }

  /// Drags this slider to `value` (kept in its range and snapped to its step, as a drag
  /// would leave it); `onEditingChanged` hears the drag begin and end.
  public func setValue(_ value: Double) throws {
    node.performEditingChange(true)
    defer {
      node.performEditingChange(false)
      node.graph?.update()
    }
    try check(node.performValueChange(value), "set the value of")
  }

  /// Types `text` into this text field: the earlier spelling of `type(text:)`.
  @available(*, deprecated, renamed: "type(text:)")
  public func type(_ text: String) throws { try type(text: text) }

  /// Types `text` at the end of this text field's text.
  public func type(text: String) throws {
    let current = textValue ?? ""
    try check(node.performTextChange(current + text), "type into")
  }

  /// Submits this text field, as Enter does: the `onSubmit` actions around it run. Throws
  /// when none answers.
  public func submit() throws {
    try check(node.performSubmit(), "submit")
  }

  /// Replaces this text field's text with `text`.
  public func setText(_ text: String) throws {
    try check(node.performTextChange(text), "set the text of")
  }

  /// Selects the option whose label is `option` in this picker.
  public func select(option: String) throws {
    let options = node.selectionOptions()
    guard let match = options.first(where: { $0.node.readableLabel == option }) else {
      throw InspectionError.noSuchOption(
        option, available: options.map(\.node.readableLabel), in: description)
    }
    try check(node.performSelection(match.tag), "select \"\(option)\" in")
  }

  /// Selects the option tagged `tag` in this picker.
  public func select<T: Hashable>(tag: T) throws {
    try check(node.performSelection(AnyHashable(tag)), "select \(tag) in")
  }

  /// Sets this date picker's date; a date outside its range is refused with an error and
  /// changes nothing.
  public func setDate(_ date: Date) throws {
    try check(node.performDateChange(date), "set \(date) in")
  }

  /// Scrolls this scroll view or list so that its content's point `offset` is at the top
  /// leading corner (kept within the content), and lays the window out again.
  public func scroll(to offset: CGPoint) {
    guard let state = node.locals[ScrollState.self] else { return }
    state.offset = offset
    node.invalidatePlacement()
    node.graph?.layout()
  }

  /// Scrolls this scroll view or list to the end of its content: the bottom, or the
  /// trailing end of a horizontal scroll view.
  public func scrollToEnd() {
    guard let state = node.locals[ScrollState.self] else { return }
    scroll(to: CGPoint(x: state.contentSize.width, y: state.contentSize.height))
    // The content's length may be re-estimated once the last rows are measured.
    scroll(to: CGPoint(x: state.contentSize.width, y: state.contentSize.height))
  }

  /// Dismisses this presentation (sheet, cover or alert) as Esc would: an alert through
  /// its cancel button, when it has one. Throws when a view in it asked for
  /// `interactiveDismissDisabled()`.
  public func dismiss() throws {
    try check(node.cancelPresentation(), "dismiss")
  }

  /// Moves this sheet to its next larger detent (from the largest back to the smallest),
  /// as dragging its indicator would; its `selection` binding follows. Throws for a
  /// sheet with fewer than two detents.
  public func moveToNextDetent() throws {
    try check(node.selectNextSheetDetent(), "move to the next detent")
  }

  /// Performs the action `outcome` reports on, on the host's clock (timers and delays
  /// the app starts in it wait on ``TestHost/advance(by:)-(Duration)``), and applies its
  /// update; throws when the element could not take `verb`.
  private func check(_ outcome: @autoclosure () -> ActionOutcome, _ verb: String) throws {
    switch onTheHostsClock(outcome) {
    case .performed: node.graph?.update()
    case .disabled: throw InspectionError.disabled(verb, description)
    case .notApplicable: throw InspectionError.cannot(verb, description)
    case .refused: throw InspectionError.refused(verb, description)
    }
  }

  /// Runs `action` with the host's clock as the current one, as a user's action in the
  /// host runs.
  func onTheHostsClock<T>(_ action: () throws -> T) rethrows -> T {
    guard let graph = node.graph else { return try action() }
    return try graph.onItsClock(action)
  }
}
