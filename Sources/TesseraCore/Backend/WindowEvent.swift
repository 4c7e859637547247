import Foundation

/// What the user did in a backend's window that no one element takes: the pointer
/// pressed and dragged over views with gestures, a secondary click, a key for the whole
/// window, the focus moving between the backend's own widgets, the window becoming
/// active. A backend reports it to the host loop (``HostLoop/perform(_:)-(WindowEvent)``),
/// which finds the views concerned, as ``ElementEvent`` does for one element.
package enum WindowEvent: Equatable, Sendable {
  /// The primary button pressed, dragged or released at a point, in window coordinates:
  /// the gestures of the views there (`onTapGesture`, `gesture(DragGesture())`) follow it.
  case pointer(PointerEvent.Phase, at: CGPoint)
  /// Two fingers came down, moved or lifted around a point, in window coordinates, having
  /// scaled and turned by `pinch` since they came down (a touchpad's or screen's pinch,
  /// or Ctrl and the wheel): the views' `MagnifyGesture`s and `RotateGesture`s follow.
  case pinch(PointerEvent.Phase, at: CGPoint, Pinch)
  /// The pointer moved with no button held, to a point in window coordinates, or left
  /// the window (nil): the views that follow it (`onHover`) are told. Backends report it
  /// while ``HostLoop/followsPointer`` says some view asks.
  case hover(at: CGPoint?)
  /// The secondary button pressed at a point: the context menu of the view there opens.
  case secondaryClick(at: CGPoint)
  /// A key that the focused widget did not take (one with Ctrl or Alt, or Return in a
  /// sheet's or alert's window): the control whose `keyboardShortcut` names it acts, in
  /// the frontmost presentation if one is shown (Ctrl standing for ⌘; Return is
  /// `.defaultAction`).
  case shortcut(KeyEquivalent, modifiers: EventModifiers)
  /// A key pressed while a control had the focus: the `onKeyPress` actions around it
  /// see it first (`.performed` when one handled it, and the backend then drops it).
  case keyPress(KeyPress)
  /// The refresh key (F5): the refreshable content shown starts refreshing.
  case refresh
  /// Shift-F10 or the Menu key: the context menu of the focused view opens.
  case openContextMenu
  /// The backend's focus moved to the control of this element, or to none.
  case focus(RenderID?)
  /// The window became the active one (true), or stopped being it.
  case activation(Bool)
}

extension HostLoop {
  /// Acts on what `event` concerns; the frame that shows the result follows on the next
  /// turn. A press is `.performed` when a gesture claims it from the controls under it
  /// (the backend then keeps it from them); a key, when a shortcut or refresh took it.
  @discardableResult
  package func perform(_ event: WindowEvent) -> ActionOutcome {
    guard let root = graph.root else { return .notApplicable }
    switch event {
    case .pointer(.down, let point):
      if gestureSession?.continues(where: { $0.isHit(at: point) }) != true {
        // A press elsewhere ends what was waiting (a double tap's second tap).
        gestureSession?.cancel()
        gestureSession = GestureSession(
          at: point, in: root, control: root.control(at: point)
        ) { $0.isHit(at: point) }
      }
      guard let session = gestureSession else { return .notApplicable }
      session.receive(PointerEvent(.down, at: point))
      scheduleRefresh()
      return session.claimsPress ? .performed : .notApplicable
    case .pointer(let phase, let point):
      guard let session = gestureSession else { return .notApplicable }
      session.receive(PointerEvent(phase, at: point))
      if session.isFinished { gestureSession = nil }
      scheduleRefresh()
      return .performed
    case .pinch(.down, let point, let pinch):
      gestureSession?.cancel()
      gestureSession = GestureSession(at: point, in: root, control: nil) { $0.isHit(at: point) }
      guard let session = gestureSession else { return .notApplicable }
      session.receive(PointerEvent(.down, at: point, pinch: pinch))
      return .performed
    case .pinch(let phase, let point, let pinch):
      guard let session = gestureSession else { return .notApplicable }
      session.receive(PointerEvent(phase, at: point, pinch: pinch))
      if session.isFinished { gestureSession = nil }
      scheduleRefresh()
      return .performed
    case .hover(let point):
      // A move that tells no view anything leaves nothing to draw.
      guard graph.hover.pointerMoved(to: point, in: graph.inputRoot) else { return .performed }
      scheduleRefresh()
      return .performed
    case .secondaryClick(let point):
      guard let view = root.contextMenuView(where: { $0.frame.contains(point) }) else {
        return .notApplicable
      }
      return settled(view.performOpenContextMenu())
    case .shortcut(let key, let modifiers):
      // The frontmost presentation's controls, as a sheet's or alert's window has the keys.
      guard let control = graph.inputRoot.control(forShortcutKey: key, modifiers: modifiers) else {
        return .notApplicable
      }
      return settled(control.performAction())
    case .refresh:
      return settled(root.startRefresh() ? .performed : .notApplicable)
    case .openContextMenu:
      return settled(graph.focus.focused?.performOpenContextMenu() ?? .notApplicable)
    case .keyPress(let press):
      return settled(graph.focus.focused?.performKeyPress(press) ?? .notApplicable)
    case .focus(let id):
      let node = id.flatMap { renderTreeBuilder.node(for: $0) }
      guard node !== graph.focus.focused else { return .notApplicable }
      graph.focus.move(to: node)
      // A control the keyboard reached off screen (Tab into a row of cards) shows.
      if let node { graph.scrollIntoView(node) }
      // The states' change is applied after the backend's own handlers.
      scheduleRefresh()
      return .performed
    case .activation(let isActive):
      setScenePhase(isActive ? .active : .inactive)
      scheduleRefresh()
      return .performed
    }
  }

  /// Whether some view follows the pointer (`onHover`): the backend then reports its
  /// moves with no button held as ``WindowEvent/hover(at:)``.
  package var followsPointer: Bool { graph.hover.isWanted }

  /// The element that has the focus now, if any.
  package var focusedElement: RenderID? { graph.focus.focused?.renderID }

  /// Moves the focus where the app asked for it (`@FocusState`, `defaultFocus`), to the
  /// first control in the view asked for that `isShown` says the backend shows; whether
  /// the focus moved (``focusedElement`` then says where).
  package func applyFocusRequests(isShown: (RenderID) -> Bool) -> Bool {
    graph.focus.applyRequests { view in view.firstControl { isShown($0.renderID) } }
  }

  /// Schedules a refresh when `outcome` changed something.
  private func settled(_ outcome: ActionOutcome) -> ActionOutcome {
    if outcome == .performed { scheduleRefresh() }
    return outcome
  }
}
