import Foundation

/// What happened when a user acted on a control.
package enum ActionOutcome: Equatable {
  /// The action ran.
  case performed
  /// The control, or an ancestor, is disabled: nothing happened.
  case disabled
  /// The node is not a control of the kind asked for.
  case notApplicable
  /// The value was refused (a date outside the picker's range, an unknown option).
  case refused
}

extension ViewNode {
  /// Whether this node shows a control a user acts on: a button or link, a toggle, a
  /// text field, a picker, a date picker, a stepper or a slider.
  package var isControl: Bool {
    actionControl != nil || toggleControl != nil
      || view(as: (any TextInputControl).self) != nil
      || pickerControl != nil || view(as: (any DateControl).self) != nil
      || view(as: (any AdjustableControl).self) != nil
  }

  /// Whether this node is `ancestor` or lies under it; walks up, so it costs the depth.
  package func isInside(_ ancestor: ViewNode) -> Bool {
    var current: ViewNode? = self
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }

  /// The first enabled control in this view in tree order (the view itself when it is
  /// one) that `accepts`: where the focus goes when the app moves it into the view.
  package func firstControl(where accepts: (ViewNode) -> Bool = { _ in true }) -> ViewNode? {
    var first: ViewNode?
    ElementTree.walk(self) { node in
      if first == nil, node.isControl, node.environment.isEnabled, accepts(node) { first = node }
      return first == nil
    }
    return first
  }

  /// Activates the control this node shows (a button), as a click or Enter would; an
  /// alert closes after its button's action.
  package func performAction() -> ActionOutcome {
    guard let control = actionControl else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    control.activate(node: self)
    environment.actionCompletion?()
    return .performed
  }

  /// The button, link or tap gesture this node shows, when it acts as a control here:
  /// its view, or its modifier (`onTapGesture`).
  package var actionControl: (any ActionControl)? {
    let control = view(as: (any ActionControl).self) ?? primitiveModifier as? any ActionControl
    guard let control, control.acts(in: environment) else { return nil }
    return control
  }

  /// A click of the mouse on the control this node shows: its action runs once the
  /// clicks in quick succession reach its tap count (the second of a double tap), and at
  /// once for any other control.
  /// With `startsSequence`, the click is the first of its sequence however soon it
  /// follows the last (TesseraTesting's `click(count:)` says how many clicks it makes).
  package func performClick(
    at time: ContinuousClock.Instant = .now, startsSequence: Bool = false
  ) -> ActionOutcome {
    guard let control = actionControl, control.tapCount > 1 else { return performAction() }
    let clicks = locals.value { ClickCount() }
    let follows = !startsSequence && time - clicks.last < .milliseconds(500)
    clicks.count = follows ? clicks.count + 1 : 1
    clicks.last = time
    guard clicks.count >= control.tapCount else { return .refused }
    clicks.count = 0
    return performAction()
  }

  /// Cancels the presentation this node is the root of, as Esc or a window's close button
  /// would: an alert through its cancel button (whose action runs) when it has one, any
  /// other presentation by dismissing it.
  ///
  /// Refused while a view in it asks for `interactiveDismissDisabled()`.
  @discardableResult
  package func cancelPresentation() -> ActionOutcome {
    guard let presentation = view(as: (any PresentationElement).self) else {
      return .notApplicable
    }
    guard allowsInteractiveDismiss else { return .refused }
    var cancel: ViewNode?
    if presentation.presentationKind == .alert {
      ElementTree.walk(self) { node in
        // Not into an alert or sheet presented from this one.
        if node !== self, node.view(as: (any PresentationElement).self) != nil { return false }
        if cancel == nil, node.environment.isEnabled,
          node.actionControl?.buttonRole == .cancel
        {
          cancel = node
        }
        return cancel == nil
      }
    }
    if let cancel {
      _ = cancel.performAction()
    } else {
      presentation.dismissPresentation()
    }
    return .performed
  }

  /// Flips the toggle this node shows.
  package func performToggle() -> ActionOutcome {
    guard let control = toggleControl else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    control.isOnBinding.wrappedValue.toggle()
    return .performed
  }

  /// Replaces the text of the text field this node shows.
  package func performTextChange(_ text: String) -> ActionOutcome {
    guard let edited = editedText else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    edited.wrappedValue = text
    return .performed
  }

  /// Selects the option tagged `tag` in the picker this node shows.
  package func performSelection(_ tag: AnyHashable) -> ActionOutcome {
    guard let control = self.view(as: (any SelectionControl).self) else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    guard selectionOptions().contains(where: { $0.tag == tag }) else { return .refused }
    return control.select(tag) ? .performed : .refused
  }

  /// Sets the date of the date picker this node shows; dates outside its range are
  /// refused.
  package func performDateChange(_ date: Date) -> ActionOutcome {
    guard let control = self.view(as: (any DateControl).self) else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    return control.setDate(date) ? .performed : .refused
  }

  /// Moves the stepper or slider this node shows one step up (`by: 1`) or down (`by: -1`),
  /// as a click on + or − or an arrow key would; refused at the bound.
  package func performStep(by direction: Int) -> ActionOutcome {
    guard let control = self.view(as: (any AdjustableControl).self) else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    let adjustment = control.adjustment
    guard direction > 0 ? adjustment.canIncrement : adjustment.canDecrement else {
      return .refused
    }
    adjustment.onEditingChanged(true)
    if direction > 0 { adjustment.increment() } else { adjustment.decrement() }
    adjustment.onEditingChanged(false)
    return .performed
  }

  /// Sets the value of the slider this node shows (kept in its range, snapped to its
  /// step). A drag tells `onEditingChanged` when it begins and ends
  /// (`performEditingChange`), not at each value.
  package func performValueChange(_ value: Double) -> ActionOutcome {
    guard let control = self.view(as: (any AdjustableControl).self) else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    guard let setValue = control.adjustment.setValue else { return .notApplicable }
    setValue(value)
    return .performed
  }

  /// Tells the stepper or slider this node shows that a user began (true) or ended
  /// (false) changing its value: a press and a release of the mouse on its track.
  package func performEditingChange(_ isEditing: Bool) {
    guard let control = self.view(as: (any AdjustableControl).self), environment.isEnabled
    else { return }
    control.adjustment.onEditingChanged(isEditing)
  }

  /// Scrolls the scroll view or list this node shows by `distance` points, as far as its
  /// content goes; refused when it cannot move that way (the scroll then belongs to the
  /// scroll view around it).
  package func performScroll(by distance: CGSize) -> ActionOutcome {
    guard let state = locals[ScrollState.self] else { return .notApplicable }
    guard environment.isScrollEnabled else { return .disabled }
    let offset = state.clamped(
      CGPoint(x: state.offset.x + distance.width, y: state.offset.y + distance.height))
    guard offset != state.offset else { return .refused }
    state.offset = offset
    invalidatePlacement()
    return .performed
  }
}

/// The clicks in quick succession on a control that wants several.
package final class ClickCount {
  var count = 0
  var last = ContinuousClock.Instant.now - .seconds(60)
}
