import Foundation
import TesseraCore

extension TerminalHost {
  /// Acts on one input event, then applies the resulting update and redraws.
  package func handle(_ event: InputEvent) {
    if let deliver = pendingPaste {
      switch event {
      case .clipboard(let text), .paste(let text):
        pendingPaste = nil
        deliver(text)
        loop.refresh()
        return
      case .key, .mouse(.press, _, _):
        // The user went on to something else: a later paste is theirs.
        pendingPaste = nil
      default: break
      }
    }
    if case .clipboard = event { return }
    if case .mouse(.move, let column, let row) = event {
      // Hit in cells, as the frames are drawn, like a press. A move that tells no view
      // anything leaves nothing to draw.
      let told = graph.hover.pointerMoved(
        to: point(atColumn: column, row: row), in: FocusNavigator.inputRoot(graph.root)
      ) { frame in
        self.renderer.cells(frame).contains(column: column, row: row)
      }
      if told { loop.refresh() }
      return
    }
    if menu != nil || calendar != nil {
      if menu != nil { handleMenu(event) } else { handleCalendar(event) }
      loop.refresh()
      return
    }
    let inputRoot = FocusNavigator.inputRoot(graph.root)
    updateFocusForPresentations()
    switch event {
    case .key(.character("c"), let modifiers) where modifiers.contains(.control):
      quit(status: 130)
    case .key(.tab, _):
      moveFocus(by: 1, in: inputRoot)
    case .key(.backTab, _):
      moveFocus(by: -1, in: inputRoot)
    case .key(.escape, let modifiers):
      // The focused view's `onKeyPress(.escape)` or `onExitCommand` first, then back.
      if focusedViewTakes(.escape, modifiers: modifiers) { break }
      goBack(from: inputRoot)
    case .key(.left, [.alt]):
      goBack(from: inputRoot)
    case .key(let key, [.alt])
    where (key == .up || key == .down) && inputRoot.moveSheet(by: key == .up ? 1 : -1) == .performed:
      // A sheet at a detent grew or shrank, as a drag on its indicator would; otherwise
      // the keys go on to the app (`onKeyPress`, an Option-arrow shortcut).
      break
    case .key(.character(let digit), let modifiers)
    where modifiers.contains(.alt) && digit.isNumber:
      selectTab(Int(String(digit)) ?? 0, in: inputRoot)
    case .key(.function(5), _), .key(.character("r"), [.control]):
      // Refreshes the refreshable content shown (`refreshable`).
      inputRoot.startRefresh()
    case .key(.function(6), _):
      // The app's windows share the screen: a dialog lists them, to bring one forward.
      _ = graph.showWindowSwitcher()
    case .key(.character("l"), [.control]):
      // Draws the screen again; in the accessible mode, reads it again.
      transcript?.readScreenAgain()
      redraw()
    case .key(.function(10), [.shift]), .key(.menu, _):
      // Shift-F10 or the Menu key, as on every desktop.
      if let focused { _ = focused.performOpenContextMenu() }
    case .key(let key, let modifiers):
      // The focused view's `onKeyPress` first, as in SwiftUI, then the control's own keys.
      if focusedViewTakes(key, modifiers: modifiers) { break }
      // The app's shortcuts come before a focused field's own Ctrl and Alt commands:
      // Ctrl-W deletes a word unless the app has a ⌘W.
      let isCommand = !modifiers.isDisjoint(with: [.control, .alt])
      if isCommand, activateShortcut(key, modifiers: modifiers, in: inputRoot) { break }
      if let focused, handleKey(key, modifiers: modifiers, on: focused) { break }
      if !isCommand, activateShortcut(key, modifiers: modifiers, in: inputRoot) { break }
      switch key {
      case .down, .right: moveFocus(by: 1, in: inputRoot)
      case .up, .left: moveFocus(by: -1, in: inputRoot)
      case .pageDown: scroll(by: CGFloat(rows(of: 0.8)))
      case .pageUp: scroll(by: -CGFloat(rows(of: 0.8)))
      case .enter: activateDefaultAction(in: inputRoot)
      case .character("/") where modifiers.isEmpty: focusSearchField(in: inputRoot)
      default: break
      }
    case .paste(let text):
      if let focused { insert(text, into: focused) }
    case .mouse(let action, let column, let row):
      handleMouse(action, column: column, row: row, in: inputRoot)
    case .focus(let hasFocus):
      loop.setScenePhase(hasFocus ? .active : .inactive)
    case .clipboard:
      break
    }
    // An update presents a frame by itself; a change of focus alone is presented here.
    loop.refresh()
  }

  private func rows(of fraction: Double) -> Int {
    max(Int(Double(graph.windowSize.height / renderer.cellSize.height) * fraction), 1)
      * Int(renderer.cellSize.height)
  }

  /// Whether `node` is in the tree under `root` and on screen there: no container between
  /// them hides it, and it is not inside a presentation of its own (which `root` would
  /// have to be). Walks up, so it costs the depth, not the tree.
  func isShown(_ node: ViewNode, under root: ViewNode) -> Bool {
    guard node.isMounted else { return false }
    var current = node.parent
    while let ancestor = current, ancestor !== root {
      if ancestor.concealsContent { return false }
      if ancestor.view(as: (any PresentationElement).self) != nil { return false }
      current = ancestor.parent
    }
    return current === root
  }

  /// Keeps the focus on the screen that takes input: a control a presentation covers
  /// loses it (and is remembered, with a text field's cursor), and gets it back when the
  /// presentation closes.
  func updateFocusForPresentations() {
    let inputRoot = FocusNavigator.inputRoot(graph.root)
    // A control that went away with the presentation it was in (a dialog's button that
    // closed it) gives the focus back to the control the presentation covered.
    if let gone = focused, !gone.isMounted, restoreCoveredFocus(under: inputRoot) {
      focusedFrame = focused?.frame
    }
    // A `FocusState` the app set moves the focus; only without one does a control that
    // went away hand it on by position (moving it would clear the app's request).
    if graph.focus.applyRequests(firstControl: { FocusNavigator.focusables(in: $0).first }) {
      focusedFrame = focused?.frame
      cursor = focused?.editedText?.wrappedValue.count ?? 0
    } else {
      refocusIfTheFocusedControlWentAway(in: inputRoot)
    }
    if let focused, !isShown(focused, under: inputRoot) {
      // Covered (by a presentation, a pushed page, another tab), not gone.
      if focused.isMounted { coveredFocus.append(FocusMemory(node: focused, cursor: cursor)) }
      self.focused = nil
    }
    guard focused == nil else { return }
    if restoreCoveredFocus(under: inputRoot) { return }
    // A menu opens with its first item marked, as a desktop's menus do from the keyboard.
    if inputRoot.view(as: (any PresentationElement).self)?.presentationKind == .menu {
      focused = FocusNavigator.focusables(in: inputRoot).first
    }
  }

  /// Gives the focus back to the last control a presentation covered, once it shows
  /// again; false when none does.
  private func restoreCoveredFocus(under inputRoot: ViewNode) -> Bool {
    while let last = coveredFocus.last {
      guard let node = last.node, node.isMounted else {
        coveredFocus.removeLast()
        continue
      }
      guard isShown(node, under: inputRoot) else { return false }
      coveredFocus.removeLast()
      focused = node
      cursor = last.cursor
      return true
    }
    return false
  }

  /// A focused control that left the tree (its row deleted, its view replaced) hands the
  /// focus to the control that now stands where it stood, or the last one before it, so
  /// that the user goes on from there rather than from the top.
  private func refocusIfTheFocusedControlWentAway(in root: ViewNode) {
    if let node = focused {
      guard !node.isMounted else {
        focusedFrame = node.frame
        return
      }
    }
    // Set to nil on purpose, `focusedFrame` is nil too; a control freed or unmounted
    // leaves it behind.
    guard let place = focusedFrame else { return }
    let controls = FocusNavigator.focusables(in: root)
    let replacement =
      controls.first { $0.frame.minY.rounded() >= place.minY.rounded() } ?? controls.last
    focused = replacement
    cursor = focused?.editedText?.wrappedValue.count ?? 0
  }

  /// Moves the focus to the first search field (`searchable`) shown, as `/` does in
  /// terminal programs that search.
  private func focusSearchField(in root: ViewNode) {
    guard
      let field = FocusNavigator.focusables(in: root).first(where: {
        $0.editedText != nil && $0.environment.submitTrigger == .search
      })
    else { return }
    focused = field
    cursor = field.editedText?.wrappedValue.count ?? 0
    graph.scrollIntoView(field)
  }

  private func moveFocus(by offset: Int, in root: ViewNode) {
    focused = FocusNavigator.move(from: focused, by: offset, in: root)
    cursor = focused?.editedText?.wrappedValue.count ?? 0
    if let focused { graph.scrollIntoView(focused) }
  }

  /// Keys the focused control handles itself; false when it does not.
  private func handleKey(_ key: InputEvent.Key, modifiers: KeyModifiers, on node: ViewNode) -> Bool
  {
    if let widget = node.terminalWidget {
      let mapped: TerminalKey? =
        switch key {
        case .character(let character): .character(character)
        case .enter: .enter
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        default: nil
        }
      return mapped.map(widget.handle) ?? false
    }
    if let edited = node.editedText {
      // Shift only capitalises; Ctrl and Alt make the field's own commands (`LineEdit`).
      let modifiers = modifiers.subtracting(.shift)
      if node.view(as: (any TextInputControl).self)?.isMultiline == true {
        return editLines(edited, key: key, modifiers: modifiers, node: node)
      }
      // Enter submits the field when an `onSubmit` around it answers; else it does what
      // Enter does anywhere (a default button).
      if key == .enter, modifiers.isEmpty { return node.performSubmit() == .performed }
      return edit(edited, key: key, modifiers: modifiers, node: node)
    }
    if let adjustable = node.view(as: (any AdjustableControl).self) {
      return adjust(node, adjustable.adjustment, key: key)
    }
    switch key {
    case .enter, .character(" "):
      activate(node)
      return true
    case .left, .right:
      guard node.pickerControl != nil else { break }
      stepSelection(of: node, by: key == .right ? 1 : -1)
      return true
    case .up, .down:
      guard let picker = node.view(as: (any DateControl).self) else { break }
      let calendar = Calendar.current
      let unit: Calendar.Component = picker.showsDate ? .day : .minute
      if let date = calendar.date(byAdding: unit, value: key == .up ? 1 : -1, to: picker.date) {
        _ = node.performDateChange(date)
      }
      return true
    default: break
    }
    return false
  }

  /// Keys a focused stepper or slider takes: ← and → (or − and +) move it a step, Home
  /// and End take a slider to its bounds.
  private func adjust(_ node: ViewNode, _ adjustment: Adjustment, key: InputEvent.Key) -> Bool {
    switch key {
    case .right, .character("+"), .character("="):
      _ = node.performStep(by: 1)
    case .left, .character("-"):
      _ = node.performStep(by: -1)
    case .home, .end:
      guard let bounds = adjustment.bounds, adjustment.setValue != nil else { return false }
      node.performEditingChange(true)
      _ = node.performValueChange(key == .home ? bounds.lowerBound : bounds.upperBound)
      node.performEditingChange(false)
    default:
      return false
    }
    return true
  }

  /// A press or drag on a slider's track at `column`: the value there.
  private func slide(_ node: ViewNode, toColumn column: Int) {
    guard let adjustable = node.view(as: (any AdjustableControl).self),
      let track = node.locals[SliderTrack.self].map({ renderer.cells($0.frame) }), track.width > 0
    else { return }
    let fraction = track.width > 1 ? Double(column - track.column) / Double(track.width - 1) : 0
    guard let value = adjustable.adjustment.value(atFraction: fraction) else { return }
    _ = node.performValueChange(value)
  }

  /// Activates a control as Enter would: runs a button, flips a toggle, moves a segmented
  /// picker on, opens any other picker's menu.
  func activate(_ node: ViewNode) {
    if node.performRowSelection() != .notApplicable { return }
    if node.performAction() != .notApplicable { return }
    // A view whose only action is its context menu opens it.
    if node.hasContextMenu, !node.isControl {
      _ = node.performOpenContextMenu()
      return
    }
    if node.performToggle() != .notApplicable { return }
    if let datePicker = node.view(as: (any DateControl).self), datePicker.showsDate {
      calendar = (node, datePicker.date)
      return
    }
    guard let picker = node.pickerControl else { return }
    if node.environment.pickerStyle == .segmented {
      stepSelection(of: node, by: 1)
    } else {
      let options = node.selectionOptions()
      menu = (node, options.firstIndex { $0.tag == picker.selectedTag } ?? 0)
    }
  }

  /// Keys while a date picker's calendar is open: arrows move a day (←/→) or a week
  /// (↑/↓), PageUp/PageDown a month, Enter chooses the day (refused outside the range),
  /// Esc closes.
  private func handleCalendar(_ event: InputEvent) {
    guard let (picker, day) = calendar else { return }
    let system = Calendar.current
    func move(_ component: Calendar.Component, _ value: Int) {
      calendar = (picker, system.date(byAdding: component, value: value, to: day) ?? day)
    }
    switch event {
    case .key(.left, _): move(.day, -1)
    case .key(.right, _): move(.day, 1)
    case .key(.up, _): move(.day, -7)
    case .key(.down, _): move(.day, 7)
    case .key(.pageUp, _): move(.month, -1)
    case .key(.pageDown, _): move(.month, 1)
    case .key(.enter, _), .key(.character(" "), _):
      if picker.performDateChange(day) == .performed { calendar = nil }
    case .key(.escape, _): calendar = nil
    case .key(.character("c"), let modifiers) where modifiers.contains(.control): quit(status: 130)
    default: break
    }
  }

  /// Keys and clicks while a picker's menu is open: ↑/↓ move, Enter chooses, Esc closes.
  private func handleMenu(_ event: InputEvent) {
    guard let (picker, highlighted) = menu else { return }
    let options = picker.selectionOptions()
    switch event {
    case .key(.up, _): menu = (picker, max(highlighted - 1, 0))
    case .key(.down, _): menu = (picker, min(highlighted + 1, options.count - 1))
    case .key(.enter, _), .key(.character(" "), _):
      if options.indices.contains(highlighted) {
        _ = picker.performSelection(options[highlighted].tag)
      }
      menu = nil
    case .key(.escape, _): menu = nil
    case .key(.character("c"), let modifiers) where modifiers.contains(.control): quit(status: 130)
    case .mouse(.press(button: 0), let column, let row):
      let screen = CellRect(
        column: 0, row: 0, width: front?.columns ?? 0, height: front?.rows ?? 0)
      let box = renderer.menuRect(
        options: options.map(\.node.readableLabel), under: picker.frame,
        screen: screen)
      let index = row - box.row - 1
      if column >= box.column, column < box.maxColumn, options.indices.contains(index) {
        _ = picker.performSelection(options[index].tag)
      }
      menu = nil
    default: break
    }
  }

  private func stepSelection(of node: ViewNode, by offset: Int) {
    guard let picker = node.view(as: (any SelectionControl).self) else { return }
    let options = node.selectionOptions()
    guard !options.isEmpty else { return }
    let index = options.firstIndex { $0.tag == picker.selectedTag } ?? 0
    let next = (index + offset + options.count) % options.count
    _ = node.performSelection(options[next].tag)
  }

  /// An editing key in a text field (see ``LineEdit``): false when `key` is none.
  private func edit(
    _ edited: Binding<String>, key: InputEvent.Key, modifiers: KeyModifiers = [], node: ViewNode
  ) -> Bool {
    var line = LineEdit(edited.wrappedValue, cursor: cursor)
    guard let outcome = line.apply(key, modifiers: modifiers) else { return false }
    cursor = line.cursor
    if outcome == .changed { _ = node.performTextChange(line.text) }
    return true
  }

  /// A key in a text editor: Return starts a line, ↑ and ↓ move between the lines it
  /// shows (wrapped at its width), Home and End (Ctrl-A and Ctrl-E) go to the ends of the
  /// line, the rest edit as in a field.
  private func editLines(
    _ edited: Binding<String>, key: InputEvent.Key, modifiers: KeyModifiers, node: ViewNode
  ) -> Bool {
    let text = edited.wrappedValue
    cursor = min(max(cursor, 0), text.count)
    let lines = TextEditorLines(text: text, columns: max(renderer.cells(node.frame).width, 1))
    let position = lines.position(of: cursor)
    switch (key, modifiers) {
    case (.enter, []):
      return edit(edited, key: .character("\n"), node: node)
    case (.up, []):
      // On the first line, ↑ leaves the editor as it leaves any control.
      guard position.line > 0 else { return false }
      cursor = lines.cursor(line: position.line - 1, column: position.column)
      return true
    case (.down, []):
      guard position.line < lines.count - 1 else { return false }
      cursor = lines.cursor(line: position.line + 1, column: position.column)
      return true
    case (.home, []), (.character("a"), [.control]):
      cursor = lines.cursor(line: position.line, column: 0)
      return true
    case (.end, []), (.character("e"), [.control]):
      cursor = lines.cursor(line: position.line, column: .max)
      return true
    default:
      return edit(edited, key: key, modifiers: modifiers, node: node)
    }
  }

  private func insert(_ text: String, into node: ViewNode) {
    guard let edited = node.editedText else { return }
    var characters = Array(edited.wrappedValue)
    cursor = min(max(cursor, 0), characters.count)
    // A text editor keeps the pasted lines; a field gets one line.
    let keepsLines = node.view(as: (any TextInputControl).self)?.isMultiline == true
    let pasted = Array(
      String(
        text.unicodeScalars.map {
          keepsLines && $0 == "\n"
            ? "\n" : $0.properties.generalCategory == .control ? " " : Character($0)
        }))
    characters.insert(contentsOf: pasted, at: cursor)
    cursor += pasted.count
    _ = node.performTextChange(String(characters))
  }

  /// Esc: closes the innermost presentation (through its cancel button when an alert has
  /// one), else goes back one page in the innermost navigation stack shown.
  private func goBack(from inputRoot: ViewNode) {
    if inputRoot.view(as: (any PresentationElement).self) != nil {
      // A sheet that asked for `interactiveDismissDisabled()` stays, with its focus.
      if inputRoot.cancelPresentation() == .performed { focused = nil }
      return
    }
    var stack: ViewNode?
    ElementTree.walk(inputRoot) { node in
      if node.view(as: (any NavigationContainer).self) != nil { stack = node }
      return true
    }
    if let model = stack?.locals[NavigationModel.self], model.depth > 0,
      !model.hidesBackButton(onPageAt: model.depth)
    {
      model.popTop()
      focused = nil
    } else if let cancel = inputRoot.control(forShortcutKey: .escape, modifiers: []) {
      // Nothing to go back from: Esc is `.cancelAction`'s key, as in SwiftUI.
      activate(cancel)
    }
  }

  /// A key with modifiers that a control's `keyboardShortcut` names (Ctrl standing for
  /// ⌘): the control acts. Enter, Esc and Tab keep their own meaning.
  private func activateShortcut(
    _ key: InputEvent.Key, modifiers: KeyModifiers, in root: ViewNode
  ) -> Bool {
    // Enter is the default action's, with nothing focused (`activateDefaultAction`).
    guard key != .enter, let press = Self.keyPress(key, modifiers: modifiers),
      let control = root.control(forShortcutKey: press.key, modifiers: press.modifiers)
    else { return false }
    activate(control)
    return true
  }

  /// Offers `key` to the `onKeyPress` actions around the focused control; true when one
  /// took it.
  private func focusedViewTakes(_ key: InputEvent.Key, modifiers: KeyModifiers) -> Bool {
    guard let focused, let press = Self.keyPress(key, modifiers: modifiers) else { return false }
    return focused.performKeyPress(press) == .performed
  }

  /// A terminal key as SwiftUI names it, with the modifiers held; nil for a key SwiftUI
  /// has no name for.
  static func keyPress(_ key: InputEvent.Key, modifiers: KeyModifiers) -> KeyPress? {
    let equivalent: KeyEquivalent? =
      switch key {
      case .character(let character): KeyEquivalent(character)
      case .up: .upArrow
      case .down: .downArrow
      case .left: .leftArrow
      case .right: .rightArrow
      case .home: .home
      case .end: .end
      case .pageUp: .pageUp
      case .pageDown: .pageDown
      case .delete: .deleteForward
      case .backspace: .delete
      case .enter: .return
      case .escape: .escape
      default: nil
      }
    guard let equivalent else { return nil }
    var held: EventModifiers = []
    if modifiers.contains(.control) { held.insert(.control) }
    if modifiers.contains(.alt) { held.insert(.option) }
    if modifiers.contains(.shift) { held.insert(.shift) }
    return KeyPress(key: equivalent, modifiers: held)
  }

  /// Enter with nothing focused: the default action of an alert or window, if any; in an
  /// alert without one, its first button that neither cancels nor destroys (as on macOS).
  private func activateDefaultAction(in root: ViewNode) {
    let controls = FocusNavigator.focusables(in: root)
    if let marked = controls.first(where: { node in
      node.enclosingModifiers.contains {
        ($0 as? KeyboardShortcutModifier)?.shortcut == .defaultAction
      }
    }) {
      activate(marked)
    } else if root.view(as: (any PresentationElement).self)?.presentationKind == .alert,
      let first = controls.first(where: {
        guard let action = $0.actionControl else { return false }
        return action.buttonRole == nil
      })
    {
      activate(first)
    }
  }

  private func selectTab(_ number: Int, in root: ViewNode) {
    let items = FocusNavigator.focusables(in: root).filter {
      $0.view(as: TabBarItem.self) != nil
    }
    guard number >= 1, number <= items.count else { return }
    activate(items[number - 1])
    focused = nil
  }

  private func handleMouse(
    _ action: InputEvent.MouseAction, column: Int, row: Int, in root: ViewNode
  ) {
    let control = FocusNavigator.control(
      atColumn: column, row: row, in: root, visibleCells: visibleCells(of:))
    switch action {
    case .press(button: 2):
      let view = root.contextMenuView { node in
        return visibleCells(of: node).contains(column: column, row: row)
      }
      if let view {
        focused = view
        _ = view.performOpenContextMenu()
      }
    case .press(button: 0):
      if pressAroundLoweredSheet(row: row, in: root) { return }
      if pressOutsideAnchoredBox(column: column, row: row, in: root) { return }
      if pressGestures(atColumn: column, row: row, in: root, control: control) { return }
      guard let node = control else { return }
      // As in SwiftUI (and in GTK here), a click on a button leaves a text field being
      // edited its focus: a keyboard toolbar's Done ends the editing, not the click.
      let isButton = node.actionControl.map { !($0 is FocusableModifier) } ?? false
      if !(isButton && focused?.editedText != nil) {
        focused = node
        cursor = node.editedText?.wrappedValue.count ?? 0
      }
      if node.terminalWidget != nil {
        mouseWidget = node
        sendMouse(.press, to: node, column: column, row: row)
      } else if let adjustable = node.view(as: (any AdjustableControl).self) {
        switch adjustable.adjustment.style {
        case .stepper:
          if let direction = ElementRenderer.stepperButton(
            atColumn: column, in: renderer.cells(node.frame))
          {
            _ = node.performStep(by: direction)
          }
        case .slider:
          mouseSlider = node
          node.performEditingChange(true)
          slide(node, toColumn: column)
        }
      } else if node.actionControl != nil, node.selectableRow == nil {
        // Held down until the release (a button style draws it pressed); counted, so that
        // a double-tap gesture runs on the second click.
        if node.performPress(true) == .performed { mouseButton = node }
        _ = node.performClick()
      } else if node.view(as: (any TextInputControl).self) == nil {
        activate(node)
      }
    case .drag(button: 0):
      feedGestures(.moved, column: column, row: row)
      if let node = mouseWidget { sendMouse(.drag, to: node, column: column, row: row) }
      if let node = mouseSlider { slide(node, toColumn: column) }
    case .release:
      feedGestures(.up, column: column, row: row)
      mouseButton?.performPress(false)
      mouseButton = nil
      if let node = mouseWidget { sendMouse(.release, to: node, column: column, row: row) }
      mouseWidget = nil
      if let node = mouseSlider {
        slide(node, toColumn: column)
        node.performEditingChange(false)
      }
      mouseSlider = nil
    case .wheelUp:
      if let node = control, sendMouse(.scrollUp, to: node, column: column, row: row) { return }
      scroll(by: -3 * renderer.cellSize.height, at: (column, row))
    case .wheelDown:
      if let node = control, sendMouse(.scrollDown, to: node, column: column, row: row) { return }
      scroll(by: 3 * renderer.cellSize.height, at: (column, row))
    case .wheelLeft:
      scroll(by: -6 * renderer.cellSize.width, along: .horizontal, at: (column, row))
    case .wheelRight:
      scroll(by: 6 * renderer.cellSize.width, along: .horizontal, at: (column, row))
    default: break
    }
  }

  /// A press at a cell, for the gestures of the views there: the session of an
  /// unfinished multi-tap goes on, else a new one starts. Returns whether a gesture took
  /// the press from the control there (which then does not act).
  private func pressGestures(atColumn column: Int, row: Int, in root: ViewNode, control: ViewNode?)
    -> Bool
  {
    // Hit in cells, as the frames are drawn (a frame half a row off lands on a row).
    let isUnderPointer = { (node: ViewNode) in
      node.isHit { frame in
        return self.renderer.cells(frame).contains(column: column, row: row)
      }
    }
    if gestureSession?.continues(where: isUnderPointer) != true {
      // A press elsewhere ends what was waiting (a double tap's second tap).
      gestureSession?.cancel()
      gestureSession = GestureSession(
        at: point(atColumn: column, row: row), in: root, control: control,
        contains: isUnderPointer)
    }
    guard let session = gestureSession else { return false }
    session.receive(PointerEvent(.down, at: point(atColumn: column, row: row)))
    return session.claimsPress
  }

  /// The pointer moved or was released at a cell: the gestures pressed learn it.
  private func feedGestures(_ phase: PointerEvent.Phase, column: Int, row: Int) {
    guard let session = gestureSession else { return }
    session.receive(PointerEvent(phase, at: point(atColumn: column, row: row)))
    if session.isFinished { gestureSession = nil }
  }

  /// The middle of a cell, in window coordinates.
  private func point(atColumn column: Int, row: Int) -> CGPoint {
    CGPoint(
      x: (CGFloat(column) + 0.5) * renderer.cellSize.width,
      y: (CGFloat(row) + 0.5) * renderer.cellSize.height)
  }

  /// A click above a sheet that rests at a lower detent: on its top edge, moves it to its
  /// next detent; above that, dismisses it, as a tap on the dimmed app does on a phone.
  /// Whether the click was there.
  private func pressAroundLoweredSheet(row: Int, in root: ViewNode) -> Bool {
    guard root.view(as: (any PresentationElement).self)?.presentationKind == .sheet else {
      return false
    }
    let sheet = renderer.cells(root.frame)
    guard sheet.row > 0, row < sheet.row else { return false }
    if row == sheet.row - 1 {
      _ = root.selectNextSheetDetent()
    } else if root.cancelPresentation() == .performed {
      focused = nil
    }
    return true
  }

  /// A press outside the box of a menu or popover closes it, as a click away from one
  /// does on a desktop; the press does nothing else. Returns whether it was such a press.
  private func pressOutsideAnchoredBox(column: Int, row: Int, in root: ViewNode) -> Bool {
    guard root.view(as: (any PresentationElement).self)?.presentationKind.isAnchored == true,
      let content = root.children.first
    else { return false }
    let box = ElementRenderer.box(around: renderer.cells(content.frame))
    guard !box.contains(column: column, row: row) else { return false }
    if root.cancelPresentation() == .performed { focused = nil }
    return true
  }

  /// Gives a widget a mouse event at a screen cell, in its own coordinates; returns
  /// whether it used it (false when the node is not a widget).
  @discardableResult
  private func sendMouse(
    _ kind: TerminalMouseEvent.Kind, to node: ViewNode, column: Int, row: Int
  ) -> Bool {
    guard let widget = node.terminalWidget else { return false }
    let origin = renderer.cells(node.frame)
    return widget.handleMouse(
      TerminalMouseEvent(kind, column: column - origin.column, row: row - origin.row))
  }

  /// Scrolls by `distance` points along `axis`: the innermost scroll view under `point`
  /// that can scroll that way (a row of cards inside a page takes the wheel sideways, the
  /// page takes it up and down), or without a point the first scroll view shown.
  private func scroll(
    by distance: CGFloat, along axis: Axis = .vertical, at point: (column: Int, row: Int)? = nil
  ) {
    var target: ViewNode?
    ElementTree.walk(FocusNavigator.inputRoot(graph.root)) { node in
      guard let state = node.locals[ScrollState.self], node.environment.isScrollEnabled else {
        return true
      }
      if let point {
        let room = axis == .vertical ? state.room.height : state.room.width
        guard room > 0 else { return true }
        let rect = renderer.cells(node.frame)
        if point.column >= rect.column, point.column < rect.maxColumn, point.row >= rect.row,
          point.row < rect.maxRow
        {
          target = node
        }
      } else if target == nil {
        target = node
      }
      return true
    }
    guard let target, let state = target.locals[ScrollState.self] else { return }
    if axis == .vertical { state.offset.y += distance } else { state.offset.x += distance }
    target.invalidatePlacement()
    graph.layout()
  }

}

extension TerminalHost {
  /// The cells of `node` a user can see: its frame cut by the clipping of every container
  /// around it.
  func visibleCells(of node: ViewNode) -> CellRect {
    renderer.cells(node.visibleFrame(barHeight: renderer.cellSize.height))
  }
}
